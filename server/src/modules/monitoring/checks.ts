/**
 * The problems the alerts watch, each read from where it shows (decision 33): the backups' job record, the outbox,
 * the file systems under DATA_DIR and BACKUP_DIR, and the retention job's record. Each check gives its problem in
 * one Portuguese line, or null.
 */
import { messages, type AlertKind } from '@site/contracts'
import path from 'node:path'
import type { PrismaClient } from '../../db/prisma.ts'
import { lastBackupFailure } from '../backups/index.ts'
import { readJobRun } from '../../db/queries/job-runs.ts'
import type { MonitoringSettings } from './settings.ts'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
/** A mail still unsent with failed attempts this long after it was queued is failing. */
const MAIL_FAILING_MS = HOUR_MS
/** Older mails are left out: the purge empties them after seven days, and they were alerted about long before. */
const MAIL_WINDOW_MS = 7 * DAY_MS
/** The retention job runs daily; two days without a run that ended well mean it stopped. */
const RETENTION_LATE_MS = 2 * DAY_MS

export interface CheckContext {
  prisma: PrismaClient
  settings: MonitoringSettings
  now: Date
  /** When this instance's checks started: the retention's clock when it never ran. */
  startedAt: Date
}

export type CheckResult = { kind: AlertKind; problem: string | null }

const text = messages.monitoring.problems

async function checkBackup({ prisma }: CheckContext): Promise<string | null> {
  const failure = await lastBackupFailure(prisma)
  return failure ? text.backupFailed(failure.reason) : null
}

async function checkMail({ prisma, now }: CheckContext): Promise<string | null> {
  const failing = await prisma.outboxMail.count({
    where: {
      status: { in: ['PENDING', 'FAILED'] },
      attempts: { gt: 0 },
      createdAt: { lte: new Date(now.getTime() - MAIL_FAILING_MS), gt: new Date(now.getTime() - MAIL_WINDOW_MS) },
    },
  })
  return failing > 0 ? text.mailFailing(failing) : null
}

/** The folder's file system; a folder not made yet (BACKUP_DIR before the first backup) is measured at its parent. */
async function spaceOf(settings: MonitoringSettings, dir: string) {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    try {
      return await settings.statfs(current)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || current === path.dirname(current)) throw error
    }
  }
}

async function checkDisk({ settings }: CheckContext): Promise<string | null> {
  const low: string[] = []
  for (const dir of new Set(settings.dirs.map((entry) => path.resolve(entry)))) {
    const { bavail, blocks } = await spaceOf(settings, dir)
    const free = blocks > 0 ? bavail / blocks : 1
    if (free < settings.minFreeFraction) low.push(text.diskLow(dir, Math.floor(free * 100)))
  }
  return low.length > 0 ? low.join(' ') : null
}

async function checkRetention({ prisma, now, startedAt }: CheckContext): Promise<string | null> {
  const run = await readJobRun(prisma, 'retencao')
  const lastOk = run?.lastOkAt ?? startedAt
  return now.getTime() - lastOk.getTime() > RETENTION_LATE_MS ? text.retentionLate : null
}

const CHECKS: Record<AlertKind, (context: CheckContext) => Promise<string | null>> = {
  backup: checkBackup,
  email: checkMail,
  disco: checkDisk,
  retencao: checkRetention,
}

/** Every check; one that cannot run (the database away) is left out of this round rather than called resolved. */
export async function runChecks(context: CheckContext, onError: (kind: AlertKind, error: unknown) => void): Promise<CheckResult[]> {
  const results: CheckResult[] = []
  for (const [kind, check] of Object.entries(CHECKS) as [AlertKind, (context: CheckContext) => Promise<string | null>][]) {
    try {
      results.push({ kind, problem: await check(context) })
    } catch (error) {
      onError(kind, error)
    }
  }
  return results
}
