/**
 * Safe upgrades through the start-up path (migrateSafely, as server.ts runs it): a database of the previous release
 * with the site's data gets a backup before the new migration, and loses nothing.
 */
import { cpSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp, LIMITS_OUT_OF_REACH, TEST_ADMIN } from '../../../test/app.ts'
import { backupFolder, emptyDatabase, removeBackupFolders, tableDigests, TEST_PASSPHRASE } from '../../../test/support/backups.ts'
import { attachPdf, DOCUMENT_REQUEST, VOLUNTEER, withFields } from '../../../test/support/submission-fixtures.ts'
import { loadConfig } from '../../config/env.ts'
import { applyMigrations, MIGRATIONS_DIR } from '../../db/migrate.ts'
import { listBackups, verifyArchive } from './service.ts'
import { migrateSafely } from './upgrade.ts'

const CERTIFICATE = { codigo: 'ANTIGO2026', nome: 'Rosa Versão Anterior', curso: 'Gestão Escolar', horas: 20, link: 'https://www.example.org/c.pdf' }

const migrations = readdirSync(MIGRATIONS_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort()

/** This release's migrations but the newest: the previous release's folder. */
function previousRelease(): string {
  const dir = backupFolder()
  for (const name of migrations.slice(0, -1)) cpSync(path.join(MIGRATIONS_DIR, name), path.join(dir, name), { recursive: true })
  return dir
}

/** The site used for a while on the previous release: an account, a certificate, both forms with their files and mails. */
async function useTheSite(databaseUrl: string): Promise<void> {
  const t = await createTestApp({ databaseUrl, env: LIMITS_OUT_OF_REACH, extra: { mail: { startWorker: false } } })
  try {
    const token = await t.adminToken()
    await t.request.post('/certificado').set('Authorization', token).send(CERTIFICATE).expect(201)
    await attachPdf(withFields(t.request.post('/enviar-voluntariado'), VOLUNTEER), 'termoAdesao', 'termo.pdf').expect(201)
    const request = withFields(t.request.post('/enviar-requerimento'), DOCUMENT_REQUEST)
    await attachPdf(attachPdf(request, 'rg', 'rg.pdf'), 'certidao', 'certidao.pdf').expect(201)
  } finally {
    await t.close()
  }
}

/** Each table's row count, but the migrations' record, which the upgrade adds to. */
const rowCounts = (digests: Record<string, string>) =>
  Object.fromEntries(Object.entries(digests).filter(([table]) => table !== '_prisma_migrations').map(([table, digest]) => [table, digest.split(':')[0]]))

describe('npm start on a database of the previous release', () => {
  afterAll(() => removeBackupFolders())

  it('backs the data up (origin atualizacao) before the new migration, and loses nothing', { timeout: 240_000 }, async () => {
    const database = await emptyDatabase()
    try {
      await applyMigrations(database.url, previousRelease())
      await useTheSite(database.url)
      const before = await tableDigests(database.url)
      const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, DATA_DIR: backupFolder(), BACKUP_PASSPHRASE: TEST_PASSPHRASE })

      const upgrade = await migrateSafely(config, database.url)

      expect(upgrade.migrated).toEqual(migrations.slice(-1))
      const dir = path.join(config.DATA_DIR, 'backups')
      expect(await listBackups(dir)).toEqual([expect.objectContaining({ origin: 'atualizacao', verifiedAt: null })])
      // The archive holds every table exactly as the previous release left it.
      const manifest = await verifyArchive(upgrade.backup!.path, TEST_PASSPHRASE)
      expect(Object.fromEntries(manifest.tables.map((table) => [table.name, `${table.rows}:${table.sha256}`]))).toEqual(before)
      // And the upgraded database still has every row of every table.
      const after = await tableDigests(database.url)
      expect(rowCounts(after)).toMatchObject(rowCounts(before))
      await upgrade.drill()
      expect(await listBackups(dir)).toEqual([expect.objectContaining({ origin: 'atualizacao', verifiedAt: expect.any(Date) })])

      const t = await createTestApp({ databaseUrl: database.url, env: LIMITS_OUT_OF_REACH, extra: { mail: { startWorker: false } } })
      try {
        await t.request.post('/usuario/login').send(TEST_ADMIN).expect(200)
        await t.request.get(`/certificado/${CERTIFICATE.codigo}`).expect(200)
      } finally {
        await t.close()
      }
      // The next start finds nothing to migrate, and takes no backup.
      const again = await migrateSafely(config, database.url)
      expect([again.migrated, again.backup]).toEqual([[], undefined])
    } finally {
      await database.drop()
    }
  })

  it('takes no backup of a database without data', { timeout: 60_000 }, async () => {
    const database = await emptyDatabase()
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, DATA_DIR: backupFolder(), BACKUP_PASSPHRASE: TEST_PASSPHRASE })
      const upgrade = await migrateSafely(config, database.url)
      expect([upgrade.migrated, upgrade.backup]).toEqual([migrations, undefined])
      expect(await listBackups(path.join(config.DATA_DIR, 'backups'))).toEqual([])
    } finally {
      await database.drop()
    }
  })
})
