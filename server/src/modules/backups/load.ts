/**
 * Loading an archive into a database in one pass and one transaction: the app's objects are dropped, the archive's
 * migrations recreate its schema, the rows are copied in as they are decrypted, and only once the whole archive
 * proved intact (every chunk authenticated, every table's rows, size and SHA-256 equal to its checksums) are the
 * sequences set and the transaction committed. Any failure rolls all of it back, so the database is either the
 * archive's or what it was before (decision 36).
 */
import { access, readFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'
import { CREATE_MIGRATIONS_TABLE, MIGRATIONS_DIR } from '../../db/migrate.ts'
import { readArchive, type Manifest, type Opening, type TableShapeRecord } from './archive.ts'
import {
  dropAppObjects,
  holdsData,
  listForeignKeys,
  listLooseIndexes,
  listSequences,
  listTables,
  quote,
  tablesWithOwnTriggers,
  type ForeignKey,
  type IndexDefinition,
} from './catalog.ts'
import { BackupError, backupErrors } from './errors.ts'

/** Refuses an archive whose migrations this release does not have (it comes from a newer one). */
export async function checkMigrationsKnown(manifest: Pick<Opening, 'migrations'>, migrationsDir = MIGRATIONS_DIR): Promise<void> {
  for (const name of manifest.migrations) {
    await access(path.join(migrationsDir, name, 'migration.sql')).catch(() => {
      throw new BackupError(backupErrors.unknownMigration(name))
    })
  }
}

interface Prepared {
  foreignKeys: ForeignKey[]
  indexes: IndexDefinition[]
  triggerTables: string[]
}

/**
 * The schema of the archive's moment, empty: its migrations run from this release's files, then what would slow
 * the copy down or depend on its order is set aside until the end (foreign keys; the indexes no constraint owns,
 * built once over all the rows, as pg_restore does, far faster than row by row; the tables' own triggers, which
 * would count the copied certificates a second time), and the rows the migrations wrote are emptied.
 */
async function prepareSchema(client: pg.ClientBase, manifest: Opening, { force }: LoadOptions): Promise<Prepared> {
  await checkMigrationsKnown(manifest)
  if (!force && (await holdsData(client))) throw new BackupError(backupErrors.targetNotEmpty())
  await dropAppObjects(client)
  await client.query(CREATE_MIGRATIONS_TABLE)
  for (const name of manifest.migrations) await client.query(await readFile(path.join(MIGRATIONS_DIR, name, 'migration.sql'), 'utf8'))

  const tables = new Map((await listTables(client)).map((table) => [table.name, table.columns.join(',')]))
  const expected = new Map(manifest.tables.map((table) => [table.name, table.columns.join(',')]))
  for (const name of new Set([...tables.keys(), ...expected.keys()])) {
    if (tables.get(name) !== expected.get(name)) throw new BackupError(backupErrors.tableMismatch(name))
  }
  const foreignKeys = await listForeignKeys(client)
  for (const key of foreignKeys) await client.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${quote(key.name)}`)
  const indexes = await listLooseIndexes(client)
  for (const index of indexes) await client.query(`DROP INDEX ${index.name}`)
  const triggerTables = await tablesWithOwnTriggers(client)
  for (const table of triggerTables) await client.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`)
  if (manifest.tables.length > 0) await client.query(`TRUNCATE ${manifest.tables.map((table) => quote(table.name)).join(', ')}`)
  return { foreignKeys, indexes, triggerTables }
}

/** Copies a table's rows in; returns how many PostgreSQL read. */
async function copyIn(client: pg.ClientBase, table: TableShapeRecord, rows: AsyncIterable<Uint8Array>): Promise<number> {
  const copy = client.query(copyFrom(`COPY ${quote(table.name)} (${table.columns.map(quote).join(', ')}) FROM STDIN (FORMAT binary)`))
  await pipeline(Readable.from(rows, { objectMode: false }), copy)
  return copy.rowCount
}

async function finishLoad(client: pg.ClientBase, manifest: Manifest, prepared: Prepared): Promise<void> {
  const sequences = new Set(await listSequences(client))
  for (const sequence of manifest.sequences) {
    if (!sequences.has(sequence.name)) throw new BackupError(backupErrors.tableMismatch(sequence.name))
    await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [quote(sequence.name), sequence.lastValue, sequence.isCalled])
  }
  for (const table of prepared.triggerTables) await client.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`)
  // A unique one fails here if the archive's rows break it; a foreign key may need one of them.
  for (const index of prepared.indexes) await client.query(index.definition)
  // Checked once per key over the whole table, as pg_restore does.
  for (const key of prepared.foreignKeys) {
    await client.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${quote(key.name)} ${key.definition}`)
  }
}

export interface LoadOptions {
  /** Replace a database that holds data (refused otherwise, before anything is touched). */
  force: boolean
}

/** Replaces everything in the database at `databaseUrl` by the archive's content (see the top of this file). */
export async function loadArchive(databaseUrl: string, file: string, passphrase: string, options: LoadOptions): Promise<Manifest> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'fundacao-restore' })
  await client.connect()
  try {
    await client.query('BEGIN')
    let prepared: Prepared | undefined
    const manifest = await readArchive(file, passphrase, {
      opening: async (opening) => void (prepared = await prepareSchema(client, opening, options)),
      table: (table, rows) => copyIn(client, table, rows),
    })
    await finishLoad(client, manifest, prepared!)
    await client.query('COMMIT')
    return manifest
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    await client.end()
  }
}
