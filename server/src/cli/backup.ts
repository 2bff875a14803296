/**
 * npm run backup
 * Writes an archive of the whole site into BACKUP_DIR and prints its path (the only line on stdout), then restores
 * it into a scratch database and compares it with its manifest (the restore drill), and copies it off the server
 * when BACKUP_RCLONE_REMOTE is set. Uses DATABASE_URL, or the embedded database under DATA_DIR, the running
 * server's when it runs. Like the server's backups, it waits for one that runs (on any instance) and records its
 * outcome as the "backup" job's run, which the Backups screen and the alerts read.
 */
import { loadConfig } from '../config/env.ts'
import { reachEmbeddedPostgres } from '../db/embedded.ts'
import { BackupError } from '../modules/backups/errors.ts'
import { failureLine } from '../modules/backups/failure.ts'
import { lockBackups, recordBackupRun, type BackupLock } from '../modules/backups/run.ts'
import { createBackups, type Backups } from '../modules/backups/service.ts'
import { backupPassphrase, backupSettings } from '../modules/backups/settings.ts'
import { runCommand } from './run-command.ts'

const WAITING = 'Um backup já está em andamento: aguardando ele terminar. | A backup is running: waiting for it to end.'

async function backUp(backups: Backups, generatedAt: string | undefined): Promise<void> {
  const backup = await backups.takeBackup({ origin: 'manual' })
  console.log(backup.path)
  if (generatedAt) {
    console.error(`Senha dos backups gerada em ${generatedAt}: guarde uma cópia longe deste servidor, com o JWT_SECRET; sem ela, nenhum backup abre.`)
  }
  const drill = await backups.runDrill(backup.path)
  if (!drill.ok) throw new BackupError(drill.message ?? '')
  console.error('Verificado: restaurado numa base de teste, confere com o manifesto. | Verified: restored into a scratch database, matches its manifest.')
  const offsite = await backups.copyOffsite(backup.path)
  if (offsite && !offsite.ok) throw new BackupError(offsite.message ?? '')
  if (offsite) console.error('Copiado para BACKUP_RCLONE_REMOTE. | Copied to BACKUP_RCLONE_REMOTE.')
}

/** The backups' lock, after the backup that runs, if any, ended. */
async function takeLock(databaseUrl: string): Promise<BackupLock> {
  const lock = await lockBackups(databaseUrl, { wait: false })
  if (lock) return lock
  console.error(WAITING)
  return (await lockBackups(databaseUrl, { wait: true }))!
}

await runCommand(async () => {
  const config = loadConfig()
  const passphrase = backupPassphrase(config, { generate: true })
  const database = config.DATABASE_URL
    ? { url: config.DATABASE_URL, stop: async () => {} }
    : await reachEmbeddedPostgres(config.DATA_DIR)
  try {
    const lock = await takeLock(database.url)
    let error: string | undefined
    try {
      await backUp(createBackups(backupSettings(config, database.url, passphrase.value)), passphrase.generatedAt)
    } catch (failure) {
      error = failureLine(failure)
      throw failure
    } finally {
      await recordBackupRun(database.url, error).catch(() => undefined)
      await lock.release()
    }
  } finally {
    await database.stop()
  }
})
