/**
 * The alerts' state in PostgreSQL (AlertState, one row per kind) and their e-mails: one when a problem appears, one
 * when it is resolved, none while it lasts. The change of a row and the mails about it are written in one
 * transaction, under the row's lock: of two instances that see the same change, the second finds it made and sends
 * nothing.
 */
import { messages, PATHS, type Alert, type AlertKind, type MonitoringState } from '@site/contracts'
import type { PrismaClient } from '../../db/prisma.ts'
import { composeMail, fields, link, paragraph } from '../../mail/mail-body.ts'
import { enqueueMails, type QueuedMail } from '../../mail/outbox.ts'
import { formatDateTime } from '../../mail/templates.ts'
import type { CheckResult } from './checks.ts'

const text = messages.monitoring

interface Change {
  kind: AlertKind
  problem: string
  since: Date
  resolvedAt?: Date
}

function alertMail(to: string, change: Change, origin: string): QueuedMail {
  const tag = text.kinds[change.kind]
  const resolved = change.resolvedAt !== undefined
  const title = resolved ? text.mail.resolvedTitles[change.kind] : text.mail.problemTitles[change.kind]
  return {
    to,
    ...composeMail(text.mail.subject(tag, title), [
      paragraph(resolved ? text.mail.resolvedIntro : text.mail.problemIntro),
      fields([
        [tag, change.problem],
        [text.mail.since, formatDateTime(change.since)],
        ...(resolved ? [[text.mail.resolvedAt, formatDateTime(change.resolvedAt!)] as [string, string]] : []),
      ]),
      link(text.mail.seeDashboard, `${origin}${PATHS.admin}`),
      paragraph(text.mail.footer),
    ]),
  }
}

/** ALERT_EMAIL, or else every active Administrador with an e-mail. */
export async function alertRecipients(prisma: PrismaClient, alertEmail: string | undefined): Promise<string[]> {
  if (alertEmail) return [alertEmail]
  const admins = await prisma.adminUser.findMany({
    where: { role: 'administrador', disabled: false, email: { not: null } },
    select: { email: true },
    orderBy: { id: 'asc' },
  })
  return admins.map((admin) => admin.email!)
}

/**
 * Records one check's result; when it turns a problem on or off, queues the mail about it to `recipients`. Returns
 * whether it did.
 */
async function recordResult(prisma: PrismaClient, result: CheckResult, options: { now: Date; recipients: string[]; origin: string }): Promise<boolean> {
  const { now } = options
  return prisma.$transaction(async (tx) => {
    await tx.alertState.upsert({ where: { kind: result.kind }, create: { kind: result.kind, checkedAt: now }, update: {} })
    const [current] = await tx.$queryRaw<{ problem: string | null; since: Date | null }[]>`
      SELECT "problem", "since" FROM "AlertState" WHERE "kind" = ${result.kind} FOR UPDATE`
    const was = current?.problem ?? null
    const change: Change | undefined =
      was === null && result.problem !== null
        ? { kind: result.kind, problem: result.problem, since: now }
        : was !== null && result.problem === null
          ? { kind: result.kind, problem: was, since: current!.since ?? now, resolvedAt: now }
          : undefined
    await tx.alertState.update({
      where: { kind: result.kind },
      data: { problem: result.problem, checkedAt: now, ...(change && { since: result.problem === null ? null : now }) },
    })
    if (change) await enqueueMails(tx, options.recipients.map((to) => alertMail(to, change, options.origin)))
    return change !== undefined
  })
}

/** Records every result; returns how many changed (each with its mails queued). */
export async function recordResults(prisma: PrismaClient, results: CheckResult[], options: { now: Date; alertEmail?: string; origin: string }): Promise<number> {
  const recipients = await alertRecipients(prisma, options.alertEmail)
  let changed = 0
  for (const result of results) if (await recordResult(prisma, result, { ...options, recipients })) changed++
  return changed
}

/** What the dashboard shows: the problems that last, oldest first, and when the checks last ran. */
export async function monitoringState(prisma: PrismaClient): Promise<MonitoringState> {
  const rows = await prisma.alertState.findMany({ orderBy: [{ since: 'asc' }, { kind: 'asc' }] })
  const alertas: Alert[] = rows
    .filter((row) => row.problem !== null)
    .map((row) => ({ tipo: row.kind as AlertKind, problema: row.problem!, desde: (row.since ?? row.checkedAt).toISOString() }))
  const checked = rows.map((row) => row.checkedAt.getTime())
  return { alertas, verificadoEm: checked.length > 0 ? new Date(Math.max(...checked)).toISOString() : null }
}
