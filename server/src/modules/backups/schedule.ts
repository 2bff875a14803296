/**
 * The automatic backups: at each time of BACKUP_SCHEDULE (cron syntax, Brasília time) one app instance takes a
 * backup, drills it, copies it off the server (BACKUP_RCLONE_REMOTE) and rotates BACKUP_DIR. The instances agree through PostgreSQL: the one whose insert creates
 * the slot's row in BackupSlot takes that slot, the others skip it, however late their timers fire.
 */
import { SITE_TIME_ZONE } from '@site/contracts'
import { Cron } from 'croner'
import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'
import type { Config } from '../../config/env.ts'
import { lockBackups, runBackup } from './run.ts'
import { failureLine } from './failure.ts'
import { createBackups, type Backups } from './service.ts'
import { backupPassphrase, backupSettings } from './settings.ts'

/** Slots older than this are forgotten (one row a day otherwise). */
const SLOT_MEMORY_DAYS = 90

/** True for the one instance whose insert creates the slot's row. */
export async function claimSlot(databaseUrl: string, slot: Date): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(`DELETE FROM "BackupSlot" WHERE "slot" < now() - make_interval(days => $1)`, [SLOT_MEMORY_DAYS])
    const { rowCount } = await client.query('INSERT INTO "BackupSlot" ("slot") VALUES ($1) ON CONFLICT DO NOTHING', [slot])
    return rowCount === 1
  } finally {
    await client.end()
  }
}

/**
 * One slot's work, on the instance that claims it: backup, drill, off-site copy, rotation (run.ts), after any backup
 * that runs already. Never throws: failures are logged.
 */
export async function runScheduledBackup(backups: Backups, databaseUrl: string, slot: Date, log: FastifyBaseLogger): Promise<void> {
  try {
    if (!(await claimSlot(databaseUrl, slot))) return
    const lock = await lockBackups(databaseUrl, { wait: true })
    try {
      await runBackup(backups, { origin: 'agendado', databaseUrl, log })
    } finally {
      await lock?.release()
    }
  } catch (error) {
    log.error({ slot: slot.toISOString(), reason: failureLine(error) }, 'backup: the scheduled backup failed')
  }
}

export interface BackupSchedule {
  stop(): void
}

export function scheduleBackups(backups: Backups, options: { pattern: string; databaseUrl: string; log: FastifyBaseLogger }): BackupSchedule {
  const job = new Cron(options.pattern, { timezone: SITE_TIME_ZONE, protect: true, unref: true }, async (self) => {
    // The time the schedule named (croner fires at it or a little after): the same on every instance.
    const [slot] = self.previousRuns(1, new Date())
    if (slot) await runScheduledBackup(backups, options.databaseUrl, slot, options.log)
  })
  return { stop: () => job.stop() }
}

/**
 * The server's schedule, from its configuration: none with BACKUP_SCHEDULE=off, nor under NODE_ENV=test (tests run
 * their own). A passphrase generated here is logged once (its file, never its value).
 */
export function startBackupSchedule(config: Config, databaseUrl: string, log: FastifyBaseLogger): BackupSchedule | undefined {
  if (config.BACKUP_SCHEDULE === 'off' || config.NODE_ENV === 'test') return undefined
  const passphrase = backupPassphrase(config, { generate: true })
  if (passphrase.generatedAt) log.warn({ file: passphrase.generatedAt }, 'backup: passphrase generated; keep a copy away from this server')
  const backups = createBackups(backupSettings(config, databaseUrl, passphrase.value))
  return scheduleBackups(backups, { pattern: config.BACKUP_SCHEDULE, databaseUrl, log })
}
