import { inject } from 'vitest'
import pg from 'pg'
import { createDatabaseClients } from '../src/db/prisma.ts'

const TEMPLATE = 'test_template'
/** Not "CertificateCount": its one row is kept by the triggers of "Certificate", which truncating sets to 0. */
const TABLES = [
  'ContentRevision',
  'NewsSlugRedirect',
  'NewsItem',
  'PagePhoto',
  'MediaVariant',
  'MediaImage',
  'OutboxMail',
  'RateLimitCounter',
  'SubmissionFile',
  'VolunteerApplication',
  'DocumentRequest',
  'Registration',
  'Event',
  'Certificate',
  'AdminUser',
  'ContentItem',
  'SiteSetting',
  'BackupSlot',
  'JobRun',
  'AlertState',
]

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

/** Empties every table, so each test file starts from nothing. */
export async function resetDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query(`TRUNCATE ${TABLES.map((table) => `"${table}"`).join(', ')} RESTART IDENTITY CASCADE`)
  await client.end()
}

/** Prisma and the raw-SQL queries on this worker's database, emptied first unless `keepData`. */
export async function connectTestDatabase({ keepData = false } = {}) {
  const databaseUrl = await testDatabaseUrl()
  if (!keepData) await resetDatabase(databaseUrl)
  return { databaseUrl, ...createDatabaseClients(databaseUrl) }
}
