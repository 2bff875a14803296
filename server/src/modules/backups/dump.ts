/**
 * Reading a database into an archive: every table of the app's schema (the migrations' record included) and every
 * sequence, as of one moment, through COPY (pg-copy-streams) rather than pg_dump, whose major version would have to
 * match the server's (decision 32).
 */
import type { BackupOrigin } from '@site/contracts'
import pg from 'pg'
import { to as copyTo } from 'pg-copy-streams'
import { appliedMigrations, listTables, quote, readSequences, type TableShape } from './catalog.ts'
import { createArchiveWriter, digestOf, FORMAT_VERSION, ARCHIVE_FORMAT, type Manifest, type TableRecord } from './archive.ts'

/** A table's rows as binary COPY, in primary key order: the same rows always give the same bytes. */
function copyOut(table: TableShape): string {
  const order = table.order.length > 0 ? ` ORDER BY ${table.order.join(', ')}` : ''
  return `COPY (SELECT ${table.columns.map(quote).join(', ')} FROM ${quote(table.name)}${order}) TO STDOUT (FORMAT binary)`
}

export const copyRows = (client: pg.ClientBase, table: TableShape): AsyncIterable<Uint8Array> => client.query(copyTo(copyOut(table)))

/** A table's record as the manifest keeps it: how many rows, and the size and SHA-256 of their copy. */
export async function measureTable(client: pg.ClientBase, table: TableShape): Promise<TableRecord> {
  const digest = digestOf()
  for await (const chunk of copyRows(client, table)) digest.add(chunk)
  const { rows } = await client.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${quote(table.name)}`)
  return { name: table.name, columns: table.columns, rows: rows[0]!.count, ...digest.result() }
}

export interface DumpOptions {
  passphrase: string
  origin: BackupOrigin
  appVersion: string
  /** Receives the encrypted archive as it is made; its promise settles when all of it is stored. */
  store(archive: AsyncIterable<Uint8Array>): Promise<void>
}

async function readManifest(client: pg.ClientBase, tables: TableShape[], options: DumpOptions): Promise<Manifest> {
  const { rows } = await client.query<{ takenAt: Date; postgresVersion: string }>(
    `SELECT now() AS "takenAt", current_setting('server_version') AS "postgresVersion"`,
  )
  const records: TableRecord[] = []
  for (const table of tables) records.push(await measureTable(client, table))
  return {
    format: ARCHIVE_FORMAT,
    version: FORMAT_VERSION,
    appVersion: options.appVersion,
    origin: options.origin,
    takenAt: rows[0]!.takenAt.toISOString(),
    postgresVersion: rows[0]!.postgresVersion,
    migrations: await appliedMigrations(client),
    tables: records,
    // Sequences are outside transactions: read now, each is at least past every id in the tables read above.
    sequences: await readSequences(client),
  }
}

/**
 * Writes the database at `databaseUrl` into an archive. One read-only REPEATABLE READ transaction reads it all, so
 * the archive holds the database as it was at the transaction's first query, whatever is written meanwhile. The
 * tables are read twice in it: first for the manifest (which comes first in the archive and holds their hashes),
 * then into the archive, where each one's hash is checked against the first reading.
 */
export async function dumpDatabase(databaseUrl: string, options: DumpOptions): Promise<Manifest> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'fundacao-backup' })
  await client.connect()
  const writer = await createArchiveWriter(options.passphrase)
  const stored = options.store(writer.output)
  // A failed store (a full disk) must stop the writing below, which would otherwise wait for it forever.
  stored.catch((error: Error) => writer.fail(error))
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY')
    const tables = await listTables(client)
    const manifest = await readManifest(client, tables, options)
    await writer.addManifest(manifest)
    for (const [index, table] of tables.entries()) {
      const record = manifest.tables[index]!
      const sha256 = await writer.addTable(table.name, record.bytes, copyRows(client, table))
      if (sha256 !== record.sha256) throw new Error(`a cópia da tabela ${table.name} mudou dentro da mesma transação`)
    }
    writer.finish()
    await stored
    await client.query('COMMIT')
    return manifest
  } catch (error) {
    writer.fail(error as Error)
    // When storing failed first, that is the cause (the writing above only stopped because of it).
    throw (await stored.then(() => undefined, (storeError: unknown) => storeError)) ?? error
  } finally {
    await client.end()
  }
}
