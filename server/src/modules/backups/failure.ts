/**
 * A backup's failure in words, built here only: the one line its record keeps (the drill's outcome beside the
 * archive, the "backup" job's run), and the last failure as the Backups screen and the alerts show it.
 */
import { messages } from '@site/contracts'
import { readJobRun } from '../../db/queries/job-runs.ts'
import type { PrismaClient } from '../../db/prisma.ts'
import { BackupError, portugueseOf } from './errors.ts'

/** The one-line reason of a failure, as the records and the logs keep it. */
export const failureLine = (error: unknown): string =>
  error instanceof BackupError ? error.message : messages.backups.unexpectedFailure(String((error as Error)?.message ?? error).split('\n')[0]!)

export interface BackupFailure {
  at: Date
  /** In Portuguese. */
  reason: string
}

/** The last backup run's failure, or null when it went well (or none ran). */
export async function lastBackupFailure(prisma: PrismaClient): Promise<BackupFailure | null> {
  const run = await readJobRun(prisma, 'backup')
  return run?.lastError ? { at: run.lastRunAt, reason: portugueseOf(run.lastError) } : null
}
