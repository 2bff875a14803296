import { FINAL_STATUSES } from '@site/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { PrismaClient } from '../../db/prisma.ts'
import { tryLock } from '../../db/queries/locks.ts'
import { purgeDeliveredMails, redactDeliveredMailsOf } from '../../mail/redaction.ts'
import type { Mailer } from '../../plugins/mailer.ts'
import { recordAudit, SYSTEM_ACTOR } from '../audit/index.ts'
import { recordJobRun } from '../../db/queries/job-runs.ts'

const DAY_MS = 86_400_000

/**
 * LGPD retention: the identity documents of a request concluded or refused more than `retentionDays` ago are
 * deleted, and so is the content of the mails about it that were sent (the staff copy quotes the CPF and
 * attached the documents); the record stays, without files. Safe with several app instances: while one runs the job under the
 * advisory lock, another skips it, and a later run finds nothing left to do. Returns how many requests lost
 * their files.
 */
export async function deleteExpiredDocuments(prisma: PrismaClient, options: { retentionDays: number; now: Date }): Promise<number> {
  return prisma.$transaction(async (tx) => {
    if (!(await tryLock(tx, 'retention'))) return 0
    const cutoff = new Date(options.now.getTime() - options.retentionDays * DAY_MS)
    const due = await tx.documentRequest.findMany({
      where: { status: { in: [...FINAL_STATUSES] }, decidedAt: { lte: cutoff }, filesDeletedAt: null, erasedAt: null },
      select: { id: true, protocolo: true },
    })
    if (due.length === 0) return 0
    const ids = due.map((row) => row.id)
    await tx.submissionFile.deleteMany({ where: { documentRequestId: { in: ids } } })
    await tx.documentRequest.updateMany({ where: { id: { in: ids } }, data: { filesDeletedAt: options.now } })
    await redactDeliveredMailsOf(tx, ids, options.now)
    await tx.submissionHistory.createMany({
      data: ids.map((id) => ({ documentRequestId: id, action: 'arquivos-excluidos', actorId: null, actorName: SYSTEM_ACTOR.nome })),
    })
    for (const row of due) {
      await recordAudit(tx, SYSTEM_ACTOR, { action: 'excluir-arquivos', target: row.protocolo ?? `REQ #${row.id}` })
    }
    return due.length
  })
}

export interface RetentionSchedule {
  stop(): void
}

/**
 * Runs the job now and then every `intervalMs` (a day), with the purge of old sent mails (idempotent, so it needs
 * no lock) and then of the .eml copies of the mails both emptied; a failure is logged and retried at the next run.
 * Each run is recorded (JobRun "retencao"): the alerts tell when no run has ended well for two days.
 */
export function scheduleRetention(
  prisma: PrismaClient,
  options: {
    retentionDays: number
    log: FastifyBaseLogger
    mailer: Pick<Mailer, 'deleteRedactedCopies'>
    intervalMs?: number
    now?: () => Date
  },
): RetentionSchedule {
  const now = options.now ?? (() => new Date())
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  const run = async () => {
    try {
      const at = now()
      const count = await deleteExpiredDocuments(prisma, { retentionDays: options.retentionDays, now: at })
      if (count > 0) options.log.info({ requests: count }, 'retention: identity documents deleted')
      const mails = await purgeDeliveredMails(prisma, at)
      if (mails > 0) options.log.info({ mails }, 'retention: content of sent mails deleted')
      await options.mailer.deleteRedactedCopies()
      await recordJobRun(prisma, 'retencao', { at })
    } catch (error) {
      const code = (error as { code?: string }).code
      options.log.warn({ code }, 'retention: run failed, will retry')
      await recordJobRun(prisma, 'retencao', { at: now(), error: code ?? 'falhou' }).catch(() => undefined)
    }
    if (stopped) return
    timer = setTimeout(() => void run(), options.intervalMs ?? DAY_MS)
    timer.unref()
  }
  void run()
  return {
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}
