/**
 * The archive: a tar file (manifest.json first, then one entry per table with its rows as PostgreSQL's binary COPY
 * writes them) encrypted with the age format and a passphrase (decision 32). Both layers are standard: `age -d`
 * and `tar -x` open an archive by hand. Both directions stream: nothing holds more than a chunk of a table.
 */
import { BACKUP_ORIGINS } from '@site/contracts'
import { Decrypter, Encrypter } from 'age-encryption'
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import { finished } from 'node:stream/promises'
import * as tar from 'tar-stream'
import { z } from 'zod'
import { BackupError, backupErrors } from './errors.ts'

export const ARCHIVE_FORMAT = 'fundacao-backup'
export const FORMAT_VERSION = 1
const MANIFEST_ENTRY = 'manifest.json'
const tableEntry = (table: string) => `tables/${table}.copy`
/**
 * scrypt's cost: 2^16 rounds take 64 MiB, inside the backup's memory budget (age's own default, 2^18, takes 256
 * MiB). The generated passphrase has 384 random bits, which no work factor can add to; one set by hand must be long.
 */
const SCRYPT_LOG_N = 16

const tableSchema = z.object({
  name: z.string().min(1),
  columns: z.array(z.string().min(1)).min(1),
  rows: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
})

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(FORMAT_VERSION),
  /** The site's version (package.json) that took it. */
  appVersion: z.string(),
  origin: z.enum(BACKUP_ORIGINS),
  takenAt: z.iso.datetime(),
  postgresVersion: z.string(),
  /** Every applied migration, by name; the last one is the database's schema version. */
  migrations: z.array(z.string().min(1)),
  /** Each table's rows: how many, the size and SHA-256 of their binary COPY (in primary key order). */
  tables: z.array(tableSchema),
  sequences: z.array(z.object({ name: z.string().min(1), lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() })),
})

export type Manifest = z.infer<typeof manifestSchema>
export type TableRecord = z.infer<typeof tableSchema>

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
  addManifest(manifest: Manifest): Promise<void>
  /** Adds a table's rows; `bytes` is their exact size (tar writes it before them). Returns their SHA-256. */
  addTable(table: string, bytes: number, rows: AsyncIterable<Uint8Array>): Promise<string>
  finish(): void
  /** Ends `output` with this error. */
  fail(error: Error): void
}

export async function createArchiveWriter(passphrase: string): Promise<ArchiveWriter> {
  const pack = tar.pack()
  const encrypter = new Encrypter()
  encrypter.setScryptWorkFactor(SCRYPT_LOG_N)
  encrypter.setPassphrase(passphrase)
  const encrypted = await encrypter.encrypt(ReadableStream.from(pack as AsyncIterable<Uint8Array>))
  const entryDefaults = { mode: 0o600, mtime: new Date() }
  return {
    output: Readable.fromWeb(encrypted as import('node:stream/web').ReadableStream<Uint8Array>),
    addManifest: (manifest) =>
      new Promise((resolve, reject) => {
        pack.entry({ name: MANIFEST_ENTRY, ...entryDefaults }, JSON.stringify(manifest, null, 2), (error) => (error ? reject(error) : resolve()))
      }),
    async addTable(table, bytes, rows) {
      const entry = pack.entry({ name: tableEntry(table), size: bytes, ...entryDefaults })
      let failure: Error | undefined
      let written = false
      const done = new Promise<void>((resolve) => {
        entry.once('finish', () => {
          written = true
          resolve()
        })
        // Destroyed with the pack, when writing the file failed (a full disk): stop feeding it.
        entry.once('close', () => resolve())
        entry.once('error', (error: Error) => (failure = error))
      })
      const digest = digestOf()
      for await (const chunk of rows) {
        digest.add(chunk)
        if (!entry.write(chunk)) await Promise.race([new Promise<void>((resolve) => entry.once('drain', () => resolve())), done])
        if (entry.destroying) break
      }
      entry.end(null)
      await done
      if (!written) throw failure ?? new Error('tar entry destroyed')
      return digest.result().sha256
    },
    finish: () => pack.finalize(),
    fail: (error) => pack.destroy(error),
  }
}

/** What reading an archive does with each part; `table` must consume `rows`. */
export interface ArchiveVisitor {
  manifest?(manifest: Manifest): void | Promise<void>
  table(table: TableRecord, rows: AsyncIterable<Uint8Array>): Promise<void>
}

async function openDecrypted(file: string, passphrase: string) {
  const source = createReadStream(file)
  await new Promise<void>((resolve, reject) => {
    source.once('open', () => resolve())
    source.once('error', () => reject(new BackupError(backupErrors.archiveUnreadable(file))))
  })
  const decrypter = new Decrypter()
  decrypter.addPassphrase(passphrase)
  try {
    return await decrypter.decrypt(Readable.toWeb(source) as ReadableStream<Uint8Array>)
  } catch (error) {
    source.destroy()
    // The header is read before the promise settles: only a wrong passphrase makes no identity match.
    const wrong = /no identity matched/.test((error as Error).message)
    throw new BackupError(wrong ? backupErrors.wrongPassphrase() : backupErrors.notABackup())
  }
}

/**
 * Decrypts and reads the archive at `file`: the manifest first, then each table the manifest lists, in its order,
 * whose size and SHA-256 are checked once `visitor.table` has read it. Anything else in the file, a missing part,
 * a failed decryption (altered or cut short) or a table that differs throws a BackupError. Returns the manifest.
 */
export async function readArchive(file: string, passphrase: string, visitor: ArchiveVisitor): Promise<Manifest> {
  const decrypted = await openDecrypted(file, passphrase)
  let sourceFailed = false
  const plaintext = Readable.from(
    (async function* () {
      try {
        for await (const chunk of decrypted) yield chunk
      } catch (error) {
        sourceFailed = true
        throw error
      }
    })(),
  )
  const extract = tar.extract()
  plaintext.on('error', (error) => extract.destroy(error))
  plaintext.pipe(extract)
  let visiting = false
  try {
    const manifest = await visitEntries(extract, visitor, (value) => (visiting = value))
    await finished(plaintext)
    return manifest
  } catch (error) {
    plaintext.destroy()
    if (error instanceof BackupError) throw error
    if (sourceFailed || !visiting) throw new BackupError(backupErrors.corrupt(), { cause: error })
    throw error
  }
}

async function readAll(chunks: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = []
  for await (const chunk of chunks) parts.push(chunk)
  return Buffer.concat(parts)
}

function parseManifest(bytes: Buffer): Manifest {
  let json: unknown
  try {
    json = JSON.parse(bytes.toString('utf8'))
  } catch {
    throw new BackupError(backupErrors.notABackup())
  }
  const parsed = manifestSchema.safeParse(json)
  if (!parsed.success) throw new BackupError(backupErrors.notABackup())
  return parsed.data
}

async function visitEntries(extract: tar.Extract, visitor: ArchiveVisitor, setVisiting: (value: boolean) => void): Promise<Manifest> {
  const corrupt = () => new BackupError(backupErrors.corrupt())
  let manifest: Manifest | undefined
  let next = 0
  for await (const entry of extract) {
    if (!manifest) {
      if (entry.header.name !== MANIFEST_ENTRY) throw new BackupError(backupErrors.notABackup())
      manifest = parseManifest(await readAll(entry as AsyncIterable<Uint8Array>))
      await visitor.manifest?.(manifest)
      continue
    }
    const table = manifest.tables[next++]
    if (!table || entry.header.name !== tableEntry(table.name)) throw corrupt()
    const digest = digestOf()
    const rows = (async function* () {
      for await (const chunk of entry as AsyncIterable<Uint8Array>) {
        digest.add(chunk)
        yield chunk
      }
    })()
    setVisiting(true)
    await visitor.table(table, rows)
    setVisiting(false)
    const read = digest.result()
    if (read.bytes !== table.bytes || read.sha256 !== table.sha256) throw new BackupError(backupErrors.tableMismatch(table.name))
  }
  if (!manifest || next !== manifest.tables.length) throw corrupt()
  return manifest
}
