import { inject } from 'vitest'
import pg from 'pg'
import { createDatabaseClients } from '../src/db/prisma.ts'

const TEMPLATE = 'test_template'
/** Prisma's record of the migrations applied. */
export const MIGRATIONS_TABLE = '_prisma_migrations'

/**
 * Kept when a test file starts, as the database's own bookkeeping: the migrations' record; "KeyVersion", the version
 * of the stored keys (emptied, a restore or a start would compute them again); and "CertificateCount", whose one row
 * the triggers of "Certificate" keep (emptying "Certificate" sets it to 0; emptying it too would leave them no row).
 */
const KEPT_TABLES = [MIGRATIONS_TABLE, 'KeyVersion', 'CertificateCount']

/** The tables of the database at `client`, as PostgreSQL lists them: a new one needs no list to be edited. */
export async function databaseTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
  )
  return rows.map((row) => row.table_name)
}

let workerUrl: Promise<string> | undefined

/** A database of this test worker's own, copied from the migrated template on first use. */
export function testDatabaseUrl(): Promise<string> {
  workerUrl ??= (async () => {
    const adminUrl = inject('postgresAdminUrl')
    const name = `test_worker_${process.env.VITEST_POOL_ID ?? '1'}_${process.pid}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}`)
    await admin.end()
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    return url.toString()
  })()
  return workerUrl
}

/** Empties every table but KEPT_TABLES, so each test file starts from nothing. */
export async function resetDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const tables = (await databaseTables(client)).filter((table) => !KEPT_TABLES.includes(table))
  await client.query(`TRUNCATE ${tables.map((table) => `"${table}"`).join(', ')} RESTART IDENTITY CASCADE`)
  await client.end()
}

/** Prisma and the raw-SQL queries on this worker's database, emptied first unless `keepData`. */
export async function connectTestDatabase({ keepData = false } = {}) {
  const databaseUrl = await testDatabaseUrl()
  if (!keepData) await resetDatabase(databaseUrl)
  return { databaseUrl, ...createDatabaseClients(databaseUrl) }
}
