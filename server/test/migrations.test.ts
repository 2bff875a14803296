import { readdirSync } from 'node:fs'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { applyMigrations, MIGRATIONS_DIR } from '../src/db/migrate.ts'
import { Prisma } from '../src/generated/prisma/client.ts'
import { databaseTables, MIGRATIONS_TABLE } from './database.ts'

/** Every model of prisma/schema.prisma is a table (none is mapped to another name), and Prisma keeps its own. */
const EXPECTED_TABLES = [...Object.values(Prisma.ModelName), MIGRATIONS_TABLE].sort()

const databaseName = `migrations_test_${process.pid}_${Date.now()}`
const adminUrl = inject('postgresAdminUrl')
const databaseUrl = (() => {
  const url = new URL(adminUrl)
  url.pathname = `/${databaseName}`
  return url.toString()
})()

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

const migrationRows = () =>
  withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      'SELECT id, checksum, migration_name, started_at, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name',
    )
    return rows
  })

beforeAll(() => withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${databaseName}`)))
afterAll(() => withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`)))

describe('applyMigrations', () => {
  it('builds every table on a brand-new empty database and records each migration as finished', async () => {
    const names = readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
    expect(names.length).toBeGreaterThan(0)

    expect(await applyMigrations(databaseUrl)).toEqual(names)

    const tables = await withClient(databaseUrl, databaseTables)
    expect([...tables].sort(), 'each model of prisma/schema.prisma has its table, and no table lacks its model').toEqual(EXPECTED_TABLES)

    const rows = await migrationRows()
    expect(rows.map((row) => row.migration_name)).toEqual(names)
    for (const row of rows) {
      expect(row.finished_at).toBeInstanceOf(Date)
      expect(row.applied_steps_count).toBe(1)
      expect(row.checksum).toMatch(/^[0-9a-f]{64}$/)
    }
  })

  it('builds the unique indexes the API relies on for duplicates', async () => {
    const indexes = await withClient(databaseUrl, async (client) => {
      const { rows } = await client.query<{ indexname: string; indexdef: string }>(
        "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'",
      )
      return rows
    })
    const unique = indexes.filter((index) => index.indexdef.startsWith('CREATE UNIQUE INDEX')).map((i) => i.indexdef)
    expect(unique).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/"Certificate".*\("codeKey"\)/),
        expect.stringMatching(/"Registration".*\("eventId", "personKey"\)/),
      ]),
    )
  })

  it('applies nothing the second time and leaves the migration records unchanged', async () => {
    const before = await migrationRows()
    expect(await applyMigrations(databaseUrl)).toEqual([])
    expect(await migrationRows()).toEqual(before)
  })

  it('lets two processes migrate at the same time without applying anything twice', async () => {
    const results = await Promise.all([applyMigrations(databaseUrl), applyMigrations(databaseUrl)])
    expect(results).toEqual([[], []])
  })
})
