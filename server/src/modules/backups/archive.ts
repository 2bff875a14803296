/**
 * The archive: a tar file encrypted with the age format and a passphrase (decisions 32 and 36). Both layers are
 * standard: `age -d` and `tar -x` open an archive by hand. In the tar, `manifest.json` first (what the archive
 * holds), then each table's rows as PostgreSQL's binary COPY writes them, in segments (`tables/<table>/000000.copy`,
 * `000001.copy`...: tar needs each entry's size before its bytes, and a table is read only once), then
 * `checksums.json` (each table's row count, size and SHA-256, and the sequences). Both directions stream: nothing
 * holds more than a segment.
 */
import { BACKUP_ORIGINS } from '@site/contracts'
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import { finished } from 'node:stream/promises'
import * as tar from 'tar-stream'
import { z } from 'zod'
import { AgeError, decryptAge, encryptAge } from './age.ts'
import { BackupError, backupErrors } from './errors.ts'

export const ARCHIVE_FORMAT = 'fundacao-backup'
export const FORMAT_VERSION = 2
const MANIFEST_ENTRY = 'manifest.json'
const CHECKSUMS_ENTRY = 'checksums.json'
const segmentEntry = (table: string, index: number) => `tables/${table}/${String(index).padStart(6, '0')}.copy`
/** A table's rows are cut into tar entries of about this size, each held in memory until written. */
const SEGMENT_BYTES = 8 * 2 ** 20
/**
 * scrypt's cost: 2^16 rounds take 64 MiB, inside the backup's memory budget (age's own default, 2^18, takes 256
 * MiB). The generated passphrase has 384 random bits, which no work factor can add to; one set by hand must be long.
 * Archives asking for more are refused unread.
 */
const SCRYPT_LOG_N = 16

const tableShapeSchema = z.object({ name: z.string().min(1), columns: z.array(z.string().min(1)).min(1) })
const tableSumSchema = z.object({
  name: z.string().min(1),
  rows: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
})
const sequenceSchema = z.object({ name: z.string().min(1), lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() })

/** manifest.json: what the archive holds, written before any row. */
const openingSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(FORMAT_VERSION),
  /** The site's version (package.json) that took it. */
  appVersion: z.string(),
  origin: z.enum(BACKUP_ORIGINS),
  takenAt: z.iso.datetime(),
  postgresVersion: z.string(),
  /** Every applied migration, by name; the last one is the database's schema version. */
  migrations: z.array(z.string().min(1)),
  /** The tables, in the archive's order, with their copied columns. */
  tables: z.array(tableShapeSchema),
})

/** checksums.json: what the rows turned out to be, written after them. */
const checksumsSchema = z.object({
  /** Each table's rows: how many, the size and SHA-256 of their binary COPY (in primary key order). */
  tables: z.array(tableSumSchema),
  sequences: z.array(sequenceSchema),
})

export type Opening = z.infer<typeof openingSchema>
export type Checksums = z.infer<typeof checksumsSchema>
export type TableShapeRecord = z.infer<typeof tableShapeSchema>
export type TableSum = z.infer<typeof tableSumSchema>
export type TableRecord = TableShapeRecord & Omit<TableSum, 'name'>
/** The whole manifest: manifest.json with each table's checksums, and the sequences. */
export type Manifest = Omit<Opening, 'tables'> & { tables: TableRecord[]; sequences: Checksums['sequences'] }

/** Hashes what goes through it and counts its bytes. */
export function digestOf() {
  const hash = createHash('sha256')
  let bytes = 0
  return {
    add(chunk: Uint8Array) {
      hash.update(chunk)
      bytes += chunk.length
    },
    result: () => ({ bytes, sha256: hash.digest('hex') }),
  }
}

export interface ArchiveWriter {
  /** The encrypted archive, to be written to its file while the entries are added. */
  output: AsyncIterable<Uint8Array>
  addOpening(opening: Opening): Promise<void>
  /** Adds a table's rows, in segments; returns their size and SHA-256. */
  addTable(table: string, rows: AsyncIterable<Uint8Array>): Promise<{ bytes: number; sha256: string }>
  /** Adds checksums.json and ends the archive. */
  finish(checksums: Checksums): Promise<void>
  /** Ends `output` with this error. */
  fail(error: Error): void
}

export function createArchiveWriter(passphrase: string): ArchiveWriter {
  const pack = tar.pack()
  const entryDefaults = { mode: 0o600, mtime: new Date() }
  /** Resolves once the pack took the whole entry; rejects when it was destroyed (writing the file failed). */
  const addEntry = (name: string, chunks: Uint8Array[], size: number) =>
    new Promise<void>((resolve, reject) => {
      const entry = pack.entry({ name, size, ...entryDefaults }, (error) => (error ? reject(error) : resolve()))
      for (const chunk of chunks) entry.write(chunk)
      entry.end(null)
    })
  const addJson = (name: string, value: unknown) => {
    const bytes = Buffer.from(JSON.stringify(value, null, 2))
    return addEntry(name, [bytes], bytes.length)
  }
  return {
    output: encryptAge(pack as AsyncIterable<Uint8Array>, passphrase, SCRYPT_LOG_N),
    addOpening: (opening) => addJson(MANIFEST_ENTRY, opening),
    async addTable(table, rows) {
      const digest = digestOf()
      let segment: Uint8Array[] = []
      let size = 0
      let index = 0
      for await (const chunk of rows) {
        digest.add(chunk)
        segment.push(chunk)
        size += chunk.length
        if (size >= SEGMENT_BYTES) {
          await addEntry(segmentEntry(table, index++), segment, size)
          segment = []
          size = 0
        }
      }
      if (size > 0 || index === 0) await addEntry(segmentEntry(table, index), segment, size)
      return digest.result()
    },
    async finish(checksums) {
      await addJson(CHECKSUMS_ENTRY, checksums)
      pack.finalize()
    },
    fail: (error) => pack.destroy(error),
  }
}

/** What reading an archive does with each part. */
export interface ArchiveVisitor {
  opening?(opening: Opening): void | Promise<void>
  /** Must consume `rows`; returns how many rows it found in them, when it counted them. */
  table(table: TableShapeRecord, rows: AsyncIterable<Uint8Array>): Promise<number | void>
}

const ageFailures = { 'wrong-passphrase': backupErrors.wrongPassphrase, 'not-age': backupErrors.notABackup, corrupt: backupErrors.corrupt }

/** The archive's plaintext; its failures as the operator's one line. */
async function* decrypted(file: string, passphrase: string): AsyncGenerator<Buffer> {
  const source = createReadStream(file, { highWaterMark: 2 ** 20 })
  try {
    yield* decryptAge(source, passphrase, SCRYPT_LOG_N)
  } catch (error) {
    if (error instanceof AgeError) throw new BackupError(ageFailures[error.failure]())
    if ((error as NodeJS.ErrnoException).syscall) throw new BackupError(backupErrors.archiveUnreadable(file))
    throw error
  } finally {
    source.destroy()
  }
}

/**
 * Decrypts and reads the archive at `file` in one pass: the opening (handed to `visitor.opening` before any row),
 * each table's rows (to `visitor.table`), then the checksums, against which every table's size, SHA-256 and, when
 * the visitor counted them, rows are checked. A failed decryption (altered, cut short, wrong passphrase), a missing or
 * extra part, or a table that differs throws a BackupError, possibly after some tables were visited: a visitor that
 * writes must be able to undo it. Returns the whole manifest.
 */
export async function readArchive(file: string, passphrase: string, visitor: ArchiveVisitor): Promise<Manifest> {
  const plaintext = Readable.from(decrypted(file, passphrase), { objectMode: false })
  const extract = tar.extract()
  plaintext.on('error', (error) => extract.destroy(error))
  plaintext.pipe(extract)
  try {
    const manifest = await visitEntries(tarEntries(extract), visitor)
    await finished(plaintext).catch((error: unknown) => Promise.reject(asTarFailure(error)))
    return manifest
  } catch (error) {
    plaintext.destroy()
    throw error
  }
}

/** tar's own complaints (a cut header, a size past the end): the plaintext is not an archive of ours. */
const asTarFailure = (error: unknown) => (error instanceof BackupError ? error : new BackupError(backupErrors.corrupt(), { cause: error }))

/**
 * The archive's entries, each read as its chunks, where what fails in reading them is the archive's failure: a
 * visitor's own (the database refusing a row) stays what it is.
 */
async function* tarEntries(extract: tar.Extract): AsyncGenerator<Entry> {
  const chunks = async function* (entry: AsyncIterable<Uint8Array>) {
    try {
      yield* entry
    } catch (error) {
      throw asTarFailure(error)
    }
  }
  const entries = extract[Symbol.asyncIterator]()
  for (;;) {
    const next = await entries.next().catch((error: unknown) => Promise.reject(asTarFailure(error)))
    if (next.done) return
    yield { name: next.value.header.name, chunks: chunks(next.value as AsyncIterable<Uint8Array>) }
  }
}

async function readAll(chunks: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = []
  for await (const chunk of chunks) parts.push(chunk)
  return Buffer.concat(parts)
}

function parseJson<T>(bytes: Buffer, schema: z.ZodType<T>): T {
  let json: unknown
  try {
    json = JSON.parse(bytes.toString('utf8'))
  } catch {
    throw new BackupError(backupErrors.notABackup())
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) throw new BackupError(backupErrors.notABackup())
  return parsed.data
}

interface Entry {
  name: string
  chunks: AsyncIterable<Uint8Array>
}
type Entries = AsyncIterator<Entry>

async function visitEntries(entries: Entries, visitor: ArchiveVisitor): Promise<Manifest> {
  const corrupt = () => new BackupError(backupErrors.corrupt())
  let current = await entries.next()
  if (current.done || current.value.name !== MANIFEST_ENTRY) throw new BackupError(backupErrors.notABackup())
  const opening = parseJson(await readAll(current.value.chunks), openingSchema)
  await visitor.opening?.(opening)
  current = await entries.next()

  const read: { digest: ReturnType<typeof digestOf>; rows: number | void }[] = []
  for (const table of opening.tables) {
    const digest = digestOf()
    let index = 0
    const rows = async function* () {
      for (; !current.done && current.value.name === segmentEntry(table.name, index); index++) {
        for await (const chunk of current.value.chunks) {
          digest.add(chunk)
          yield chunk
        }
        current = await entries.next()
      }
    }
    const counted = await visitor.table(table, rows())
    if (index === 0) throw corrupt()
    read.push({ digest, rows: counted })
  }

  if (current.done || current.value.name !== CHECKSUMS_ENTRY) throw corrupt()
  const checksums = parseJson(await readAll(current.value.chunks), checksumsSchema)
  if (!(await entries.next()).done || checksums.tables.length !== opening.tables.length) throw corrupt()
  const tables = opening.tables.map((table, index) => {
    const sum = checksums.tables[index]!
    const found = { ...read[index]!.digest.result(), rows: read[index]!.rows ?? sum.rows }
    if (sum.name !== table.name || found.rows !== sum.rows || found.bytes !== sum.bytes || found.sha256 !== sum.sha256) {
      throw new BackupError(backupErrors.tableMismatch(table.name))
    }
    return { ...table, ...found }
  })
  return { ...opening, tables, sequences: checksums.sequences }
}
