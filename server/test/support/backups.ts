/** Databases and settings for the backup tests: empty databases on the run's PostgreSQL, and each table's digest. */
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { listTables } from '../../src/modules/backups/catalog.ts'
import { measureTable } from '../../src/modules/backups/dump.ts'
import type { BackupSettings } from '../../src/modules/backups/settings.ts'
import { queryRows } from './submissions.ts'

export const TEST_PASSPHRASE = 'frase-de-teste-dos-backups-bem-longa'

/** Settings of a test's backups of `databaseUrl`, into a fresh folder. */
export const testBackupSettings = (databaseUrl: string, overrides: Partial<BackupSettings> = {}): BackupSettings => ({
  databaseUrl,
  dir: mkdtempSync(path.join(os.tmpdir(), 'fundacao-backups-')),
  passphrase: TEST_PASSPHRASE,
  keep: { daily: 7, weekly: 4 },
  appVersion: 'teste',
  ...overrides,
})

let created = 0

/** A new empty database (no tables) on the run's PostgreSQL; `drop()` removes it. */
export async function emptyDatabase() {
  const adminUrl = inject('postgresAdminUrl')
  const name = `backup_target_${process.pid}_${++created}`
  const run = (sql: string) => queryRows(adminUrl, sql)
  await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await run(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}

/** Every table's row count and SHA-256 of its rows, as of one moment: "rows:sha256" by table name. */
export async function tableDigests(databaseUrl: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY')
    const digests: Record<string, string> = {}
    for (const table of await listTables(client)) {
      const { rows, sha256 } = await measureTable(client, table)
      digests[table.name] = `${rows}:${sha256}`
    }
    await client.query('COMMIT')
    return digests
  } finally {
    await client.end()
  }
}
