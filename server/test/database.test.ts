import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { resetDatabase, testDatabaseUrl } from './database.ts'

const TABLE = 'TabelaNovaDeOutroRamo'

async function query(sql: string) {
  const client = new pg.Client({ connectionString: await testDatabaseUrl() })
  await client.connect()
  try {
    return await client.query<{ count: string }>(sql)
  } finally {
    await client.end()
  }
}

afterAll(() => query(`DROP TABLE IF EXISTS "${TABLE}"`))

describe('resetDatabase', () => {
  it('empties a table that no list names, as a new migration would add it', async () => {
    await query(`CREATE TABLE "${TABLE}" (id serial PRIMARY KEY, nome text)`)
    await query(`INSERT INTO "${TABLE}" (nome) VALUES ('restou de outro arquivo')`)

    await resetDatabase(await testDatabaseUrl())

    expect((await query(`SELECT count(*) FROM "${TABLE}"`)).rows[0]!.count).toBe('0')
  })

  it('keeps the record of the migrations applied', async () => {
    expect(Number((await query('SELECT count(*) FROM "_prisma_migrations"')).rows[0]!.count)).toBeGreaterThan(0)
  })
})
