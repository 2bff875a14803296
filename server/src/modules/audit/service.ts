import { buildCsv, messages, SITE_TIME_ZONE, startOfSiteDay, type AuditEntry, type AuditFilters, type AuditPage } from '@site/contracts'
import type { PrismaClient } from '../../db/prisma.ts'
import type { Prisma } from '../../generated/prisma/client.ts'

/** Who acts: a staff member (id and name from the token) or the system (the retention job). */
export interface Actor {
  id: number | null
  nome: string
}

export const SYSTEM_ACTOR: Actor = { id: null, nome: messages.inbox.system }
/** Whoever tries to sign in, until the sign-in succeeds. */
export const UNKNOWN_ACTOR: Actor = { id: null, nome: messages.audit.unknownActor }

export type AuditAction = keyof typeof messages.audit.actions

export interface AuditRecord {
  action: AuditAction
  /** A protocol number, a record reference or a staff account (accountTarget): never an applicant's name, a CPF or a document. */
  target: string
  /** A file's field label, a new status: nothing that identifies the person. */
  detail?: string
}

/** The audit target of a staff account: its number and user name, never its e-mail. */
export const accountTarget = (account: { id: number; nome: string }) => messages.audit.accountTarget(account.id, account.nome)

/** Writes one audit entry, in the caller's transaction when it passes one, so the entry exists exactly when the change does. */
export async function recordAudit(db: Prisma.TransactionClient | PrismaClient, actor: Actor, record: AuditRecord): Promise<void> {
  await db.auditLog.create({
    data: { actorId: actor.id, actorName: actor.nome, action: record.action, target: record.target, detail: record.detail ?? null },
  })
}

const toEntry = (row: { id: number; createdAt: Date; actorName: string; action: string; target: string; detail: string | null }): AuditEntry => ({
  id: row.id,
  em: row.createdAt.toISOString(),
  usuario: row.actorName,
  acao: row.action,
  alvo: row.target,
  detalhe: row.detail,
})

const NEWEST_FIRST = [{ createdAt: 'desc' }, { id: 'desc' }] as const
const DAY_MS = 86_400_000

/** Who (part of the name, any case), what (one action), when (from the start of `de` to the end of `ate`, in Brasília). */
function whereOf(filters: AuditFilters): Prisma.AuditLogWhereInput {
  return {
    ...(filters.usuario && { actorName: { contains: filters.usuario, mode: 'insensitive' } }),
    ...(filters.acao && { action: filters.acao }),
    ...((filters.de || filters.ate) && {
      createdAt: {
        ...(filters.de && { gte: startOfSiteDay(filters.de) }),
        ...(filters.ate && { lt: new Date(startOfSiteDay(filters.ate).getTime() + DAY_MS) }),
      },
    }),
  }
}

export async function listAudit(prisma: PrismaClient, query: AuditFilters & { pagina: number; porPagina: number }): Promise<AuditPage> {
  const { pagina, porPagina, ...filters } = query
  const where = whereOf(filters)
  const [rows, total] = await prisma.$transaction([
    prisma.auditLog.findMany({ where, orderBy: [...NEWEST_FIRST], skip: (pagina - 1) * porPagina, take: porPagina }),
    prisma.auditLog.count({ where }),
  ])
  return { itens: rows.map(toEntry), total, pagina, porPagina }
}

const dateTime = new Intl.DateTimeFormat('pt-BR', { timeZone: SITE_TIME_ZONE, dateStyle: 'short', timeStyle: 'medium' })
const actionLabel = (action: string) => (messages.audit.actions as Record<string, string>)[action] ?? action

/** The log as CSV, newest first, with the screen's filters; the export itself is audited. */
export async function exportAuditCsv(prisma: PrismaClient, actor: Actor, filters: AuditFilters): Promise<string> {
  await recordAudit(prisma, actor, { action: 'exportar-auditoria', target: messages.audit.title })
  const rows = await prisma.auditLog.findMany({ where: whereOf(filters), orderBy: [...NEWEST_FIRST] })
  return buildCsv(
    messages.audit.csvHeader,
    rows.map((row) => [dateTime.format(row.createdAt), row.actorName, actionLabel(row.action), row.target, row.detail ?? '']),
  )
}
