/**
 * One backup from start to end, as the schedule and the Backups screen run it: the archive, its restore drill, the
 * off-site copy of a verified archive, rotation, and the outcome recorded for the alerts. One at a time: each holds
 * a PostgreSQL advisory lock while it runs (`npm run backup` too), so a second one (a click, another instance, the
 * command line) is refused or waits. The backups work on connections of their own, never the requests' pool.
 */
import type { BackupOrigin } from '@site/contracts'
import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'
import type { PrismaClient } from '../../db/prisma.ts'
import { recordJobRunOn } from '../../db/queries/job-runs.ts'
import { failureLine } from './failure.ts'
import { withClient, type Backups } from './service.ts'

/** pg_advisory_lock key of a running backup; any constant, the same in every process. */
const BACKUP_LOCK = 72_707_371

export interface BackupLock {
  release(): Promise<void>
}

/**
 * The backups' lock, on a connection of its own that holds it until `release`. With `wait`, waits for a backup
 * that runs to end; without, answers undefined while one runs.
 */
export async function lockBackups(databaseUrl: string, { wait }: { wait: boolean }): Promise<BackupLock | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'fundacao-backup-lock' })
  await client.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      wait ? 'SELECT pg_advisory_lock($1), true AS locked' : 'SELECT pg_try_advisory_lock($1) AS locked',
      [BACKUP_LOCK],
    )
    if (rows[0]?.locked) return { release: () => client.end() }
  } catch (error) {
    await client.end()
    throw error
  }
  await client.end()
  return undefined
}

/** Whether a backup runs now, in this process or any other on the same database: one short query of a request. */
export async function backupRunning(prisma: PrismaClient): Promise<boolean> {
  const [row] = await prisma.$queryRawUnsafe<{ running: boolean }[]>(
    `SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = 0 AND objid = $1
       AND objsubid = 1 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())) AS running`,
    BACKUP_LOCK,
  )
  return row!.running
}

/** Records a backup's outcome as the "backup" job's run, which the Backups screen and the alerts read. */
export const recordBackupRun = (databaseUrl: string, error: string | undefined): Promise<void> =>
  withClient(databaseUrl, (client) => recordJobRunOn(client, 'backup', { at: new Date(), error }))

/**
 * Backup, drill, off-site copy, rotation; records the "backup" job's outcome (a failed drill or off-site copy is a
 * failed backup for the alerts). The caller holds the lock. Never throws: failures are logged and recorded.
 */
export async function runBackup(backups: Backups, options: { origin: BackupOrigin; databaseUrl: string; log: FastifyBaseLogger }): Promise<void> {
  const { log } = options
  let error: string | undefined
  try {
    const backup = await backups.takeBackup({ origin: options.origin })
    const drill = await backups.runDrill(backup.path)
    if (drill.ok) log.info({ backup: backup.name, bytes: backup.bytes }, 'backup: taken and verified by its restore drill')
    else log.error({ backup: backup.name, reason: drill.message }, 'backup: the restore drill failed')
    const offsite = drill.ok ? await backups.copyOffsite(backup.path) : undefined
    if (offsite?.ok) log.info({ backup: backup.name }, 'backup: copied off the server')
    else if (offsite) log.error({ backup: backup.name, reason: offsite.message }, 'backup: the off-site copy failed')
    error = drill.ok ? (offsite?.ok === false ? offsite.message : undefined) : drill.message
    const deleted = await backups.rotate()
    if (deleted.length > 0) log.info({ deleted }, 'backup: rotation deleted old archives')
  } catch (failure) {
    error = failureLine(failure)
    log.error({ origin: options.origin, reason: error }, 'backup: the backup failed')
  }
  await recordBackupRun(options.databaseUrl, error).catch(
    (failure: { code?: string }) => log.warn({ code: failure.code }, 'backup: recording the outcome failed'),
  )
}
