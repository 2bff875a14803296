/**
 * npm run backup
 * Writes an archive of the whole site into BACKUP_DIR and prints its path (the only line on stdout), then restores
 * it into a scratch database and compares it with its manifest (the restore drill), and copies it off the server
 * when BACKUP_RCLONE_REMOTE is set. Uses DATABASE_URL, or the embedded database under DATA_DIR, the running
 * server's when it runs.
 */
import { loadConfig } from '../config/env.ts'
import { reachEmbeddedPostgres } from '../db/embedded.ts'
import { BackupError } from '../modules/backups/errors.ts'
import { createBackups } from '../modules/backups/service.ts'
import { backupPassphrase, backupSettings } from '../modules/backups/settings.ts'
import { runCommand } from './run-command.ts'

await runCommand(async () => {
  const config = loadConfig()
  const passphrase = backupPassphrase(config, { generate: true })
  const database = config.DATABASE_URL
    ? { url: config.DATABASE_URL, stop: async () => {} }
    : await reachEmbeddedPostgres(config.DATA_DIR)
  try {
    const backups = createBackups(backupSettings(config, database.url, passphrase.value))
    const backup = await backups.takeBackup({ origin: 'manual' })
    console.log(backup.path)
    if (passphrase.generatedAt) {
      console.error(
        `Senha dos backups gerada em ${passphrase.generatedAt}: guarde uma cópia longe deste servidor, com o JWT_SECRET; sem ela, nenhum backup abre.`,
      )
    }
    const drill = await backups.runDrill(backup.path)
    if (!drill.ok) throw new BackupError(drill.message ?? '')
    console.error('Verificado: restaurado numa base de teste, confere com o manifesto. | Verified: restored into a scratch database, matches its manifest.')
    const offsite = await backups.copyOffsite(backup.path)
    if (offsite && !offsite.ok) throw new BackupError(offsite.message ?? '')
    if (offsite) console.error('Copiado para BACKUP_RCLONE_REMOTE. | Copied to BACKUP_RCLONE_REMOTE.')
  } finally {
    await database.stop()
  }
})
