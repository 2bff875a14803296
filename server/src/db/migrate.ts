import { createHash, randomUUID } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import { ROOT_DIR } from '../root-dir.ts'
import { LOCK_KEYS } from './queries/locks.ts'
import { refreshStoredKeys, type RekeyResult } from './rekey.ts'

export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'prisma', 'migrations')

/** Prisma's record of applied migrations, as Prisma creates it. */
export const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`

/**
 * Applies the checked-in Prisma migrations in name order and records them in Prisma's own table, so Prisma's
 * tooling sees the database as up to date. Prisma 7's `migrate deploy` needs an engine we cannot download.
 * Then brings the stored keys up to the key functions (rekey.ts). Returns the names it applied.
 */
export async function applyMigrations(databaseUrl: string, dir = MIGRATIONS_DIR): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEYS.migrations])
    await client.query(CREATE_MIGRATIONS_TABLE)
    const { rows } = await client.query<{ migration_name: string; finished_at: Date | null }>(
      'SELECT migration_name, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL',
    )
    const failed = rows.find((row) => row.finished_at === null)
    if (failed) throw new Error(`A migração ${failed.migration_name} falhou antes; corrija o banco manualmente.`)
    const names = await notApplied(dir, rows.map((row) => row.migration_name))
    for (const name of names) await applyOne(client, dir, name)
    reportDuplicates(await refreshStoredKeys(client))
    return names
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEYS.migrations]).catch(() => undefined)
    await client.end()
  }
}

/** The migrations of `dir` missing from `applied`, in the order they run. */
async function notApplied(dir: string, applied: string[]): Promise<string[]> {
  const done = new Set(applied)
  return (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && !done.has(entry.name))
    .map((entry) => entry.name)
    .sort()
}

/** The migrations applyMigrations would apply now (all of them on a database without Prisma's table). */
export async function pendingMigrations(databaseUrl: string, dir = MIGRATIONS_DIR): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows: [table] } = await client.query<{ found: boolean }>(`SELECT to_regclass('"_prisma_migrations"') IS NOT NULL AS found`)
    const { rows } = table?.found
      ? await client.query<{ name: string }>('SELECT migration_name AS name FROM "_prisma_migrations" WHERE rolled_back_at IS NULL')
      : { rows: [] }
    return notApplied(dir, rows.map((row) => row.name))
  } finally {
    await client.end()
  }
}

/** Ids only: the operator finds the rows in the admin area; names and codes stay out of the console. */
function reportDuplicates(results: RekeyResult[]): void {
  for (const { table, duplicates } of results) {
    if (duplicates.length === 0) continue
    console.warn(
      `Chaves recalculadas: ${table} ${duplicates.join(', ')} repete(m) um registro anterior (nomes ou códigos iguais à vista). Mantido(s); revise no painel.`,
    )
  }
}

async function applyOne(client: pg.Client, dir: string, name: string): Promise<void> {
  const sql = await readFile(path.join(dir, name, 'migration.sql'), 'utf8')
  const checksum = createHash('sha256').update(sql).digest('hex')
  const id = randomUUID()
  await client.query(
    'INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())',
    [id, checksum, name],
  )
  try {
    // One simple query: PostgreSQL runs the whole file as one implicit transaction.
    await client.query(sql)
  } catch (error) {
    await client.query('UPDATE "_prisma_migrations" SET logs = $2 WHERE id = $1', [id, String(error)])
    throw error
  }
  await client.query(
    'UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1',
    [id],
  )
}
