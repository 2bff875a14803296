/**
 * npm run restore -- <arquivo> [--force]
 * Restores an archive of `npm run backup` into DATABASE_URL, or into the embedded database under DATA_DIR (the
 * server must be stopped). The whole archive is checked before the database is touched; a database that already
 * holds data is replaced only with --force; the migrations newer than the archive are applied afterwards.
 */
import path from 'node:path'
import { loadConfig } from '../config/env.ts'
import { startEmbeddedPostgres } from '../db/embedded.ts'
import { BackupError } from '../modules/backups/errors.ts'
import { createBackups } from '../modules/backups/service.ts'
import { backupPassphrase, backupSettings } from '../modules/backups/settings.ts'
import { runCommand } from './run-command.ts'

const args = process.argv.slice(2)
const force = args.includes('--force')
const files = args.filter((arg) => arg !== '--force')

await runCommand(async () => {
  if (files.length !== 1) throw new BackupError('Uso: npm run restore -- <arquivo> [--force] | Usage: npm run restore -- <file> [--force]')
  const config = loadConfig()
  const passphrase = backupPassphrase(config, { generate: false })
  const database = config.DATABASE_URL
    ? { url: config.DATABASE_URL, stop: async () => {} }
    : await startEmbeddedPostgres(config.DATA_DIR)
  try {
    const backups = createBackups(backupSettings(config, database.url, passphrase.value))
    const { manifest, migrated } = await backups.restoreBackup(path.resolve(files[0]!), { force })
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
    console.log(`Backup de ${manifest.takenAt} restaurado: ${manifest.tables.length} tabelas, ${rows} linhas.`)
    if (migrated.length > 0) console.log(`Migrações aplicadas depois dele: ${migrated.join(', ')}.`)
  } finally {
    await database.stop()
  }
})
