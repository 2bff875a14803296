/**
 * When the background jobs last ran and how they ended, in the JobRun table: the alerts and the metrics read it, so
 * a job that fails, or stops running, is seen whichever instance ran it.
 */
import type pg from 'pg'
import type { PrismaClient } from '../prisma.ts'

/** The retention of documents (submissions/retention.ts) and the backups with their drill (backups/run.ts). */
export type JobName = 'retencao' | 'backup'

export interface JobRun {
  lastRunAt: Date
  lastOkAt: Date | null
  lastError: string | null
}

/** One run: when it ended, and its failure's one line when it failed. */
export interface JobOutcome {
  at: Date
  error?: string
}

const RECORD = `INSERT INTO "JobRun" ("job", "lastRunAt", "lastOkAt", "lastError")
  VALUES ($1, $2, CASE WHEN $3::text IS NULL THEN $2::timestamptz END, $3)
  ON CONFLICT ("job") DO UPDATE SET "lastRunAt" = EXCLUDED."lastRunAt",
    "lastOkAt" = COALESCE(EXCLUDED."lastOkAt", "JobRun"."lastOkAt"), "lastError" = EXCLUDED."lastError"`

const values = (job: JobName, outcome: JobOutcome) => [job, outcome.at, outcome.error ?? null] as const

/** Records a run through Prisma (the app's jobs). */
export async function recordJobRun(prisma: PrismaClient, job: JobName, outcome: JobOutcome): Promise<void> {
  await prisma.$executeRawUnsafe(RECORD, ...values(job, outcome))
}

/** Records a run on a connection of its own (the backups, which work below Prisma). */
export async function recordJobRunOn(client: pg.ClientBase, job: JobName, outcome: JobOutcome): Promise<void> {
  await client.query(RECORD, [...values(job, outcome)])
}

export async function readJobRun(prisma: PrismaClient, job: JobName): Promise<JobRun | null> {
  return prisma.jobRun.findUnique({ where: { job }, select: { lastRunAt: true, lastOkAt: true, lastError: true } })
}
