/**
 * Reading a database into an archive: every table of the app's schema (the migrations' record included) and every
 * sequence, as of one moment, through COPY (pg-copy-streams) rather than pg_dump, whose major version would have to
 * match the server's (decision 32).
 */
import type { BackupOrigin } from '@site/contracts'
import pg from 'pg'
import { to as copyTo } from 'pg-copy-streams'
import { appliedMigrations, listTables, quote, readSequences, type TableShape } from './catalog.ts'
import { ARCHIVE_FORMAT, createArchiveWriter, digestOf, FORMAT_VERSION, type Manifest, type Opening, type TableRecord } from './archive.ts'

/** A table's rows as binary COPY, in primary key order: the same rows always give the same bytes. */
function copyOut(table: TableShape): string {
  const order = table.order.length > 0 ? ` ORDER BY ${table.order.join(', ')}` : ''
  return `COPY (SELECT ${table.columns.map(quote).join(', ')} FROM ${quote(table.name)}${order}) TO STDOUT (FORMAT binary)`
}

export const copyRows = (client: pg.ClientBase, table: TableShape): AsyncIterable<Uint8Array> => client.query(copyTo(copyOut(table)))

/** How many rows `table` holds (a scan of the table's own pages only, not of the large values stored apart). */
async function countRows(client: pg.ClientBase, table: TableShape): Promise<number> {
  const { rows } = await client.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${quote(table.name)}`)
  return rows[0]!.count
}

/** A table's record as the manifest keeps it: how many rows, and the size and SHA-256 of their copy. */
export async function measureTable(client: pg.ClientBase, table: TableShape): Promise<TableRecord> {
  const digest = digestOf()
  for await (const chunk of copyRows(client, table)) digest.add(chunk)
  return { name: table.name, columns: table.columns, rows: await countRows(client, table), ...digest.result() }
}

export interface DumpOptions {
  passphrase: string
  origin: BackupOrigin
  appVersion: string
  /** Receives the encrypted archive as it is made; its promise settles when all of it is stored. */
  store(archive: AsyncIterable<Uint8Array>): Promise<void>
}

async function readOpening(client: pg.ClientBase, tables: TableShape[], options: DumpOptions): Promise<Opening> {
  const { rows } = await client.query<{ takenAt: Date; postgresVersion: string }>(
    `SELECT now() AS "takenAt", current_setting('server_version') AS "postgresVersion"`,
  )
  return {
    format: ARCHIVE_FORMAT,
    version: FORMAT_VERSION,
    appVersion: options.appVersion,
    origin: options.origin,
    takenAt: rows[0]!.takenAt.toISOString(),
    postgresVersion: rows[0]!.postgresVersion,
    migrations: await appliedMigrations(client),
    tables: tables.map((table) => ({ name: table.name, columns: table.columns })),
  }
}

/**
 * Writes the database at `databaseUrl` into an archive. One read-only REPEATABLE READ transaction reads it all, so
 * the archive holds the database as it was at the transaction's first query, whatever is written meanwhile. Each
 * table is read once, hashed on its way into the archive.
 */
export async function dumpDatabase(databaseUrl: string, options: DumpOptions): Promise<Manifest> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'fundacao-backup' })
  await client.connect()
  const writer = createArchiveWriter(options.passphrase)
  const stored = options.store(writer.output)
  // A failed store (a full disk) must stop the writing below, which would otherwise wait for it forever.
  stored.catch((error: Error) => writer.fail(error))
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY')
    const tables = await listTables(client)
    const opening = await readOpening(client, tables, options)
    await writer.addOpening(opening)
    const records: TableRecord[] = []
    for (const table of tables) {
      const copied = await writer.addTable(table.name, copyRows(client, table))
      records.push({ name: table.name, columns: table.columns, rows: await countRows(client, table), ...copied })
    }
    // Sequences are outside transactions: read now, each is at least past every id in the tables read above.
    const sequences = await readSequences(client)
    await writer.finish({ tables: records.map(({ name, rows, bytes, sha256 }) => ({ name, rows, bytes, sha256 })), sequences })
    await stored
    await client.query('COMMIT')
    return { ...opening, tables: records, sequences }
  } catch (error) {
    writer.fail(error as Error)
    // When storing failed first, that is the cause (the writing above only stopped because of it).
    throw (await stored.then(() => undefined, (storeError: unknown) => storeError)) ?? error
  } finally {
    await client.end()
  }
}
