import {
  FINAL_STATUSES,
  messages,
  NEXT_STATUSES,
  PROTOCOL_PATTERN,
  REPLY_FILE_FIELD,
  responseDueAt,
  startOfSiteDay,
  type documentRequestInboxQuerySchema,
  type InboxDetail,
  type InboxPage,
  type StatusChange,
  type SubmissionStatus,
  type volunteerInboxQuerySchema,
} from '@site/contracts'
import type { z } from 'zod'
import type { PrismaClient } from '../../db/prisma.ts'
import { lockRow } from '../../db/queries/locks.ts'
import { conflict, notFound } from '../../errors.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import { enqueueMails } from '../../mail/outbox.ts'
import { eraseSubmissionMails } from '../../mail/redaction.ts'
import { outcomeMail } from '../../mail/templates.ts'
import { readContacts } from '../site-settings/index.ts'
import type { Mailer } from '../../plugins/mailer.ts'
import { recordAudit, type Actor } from '../audit/index.ts'
import {
  documentRequestFields,
  documentRequestSubject,
  ERASED_DOCUMENT_REQUEST,
  ERASED_VOLUNTEER,
  KINDS,
  volunteerFields,
  volunteerSubject,
  type InboxKind,
} from './kinds.ts'

const msg = messages.inbox
type VolunteerQuery = z.output<typeof volunteerInboxQuerySchema>
type DocumentRequestQuery = z.output<typeof documentRequestInboxQuerySchema>
type CommonQuery = Omit<VolunteerQuery, 'escolaridade'>

const DAY_MS = 86_400_000

/**
 * The filters both lists share. A whole protocol number is looked up by its unique index; other text matches
 * the name, the e-mail or part of a protocol, ignoring case.
 */
function commonWhere(query: CommonQuery) {
  const busca = query.busca?.trim()
  const search =
    !busca ? {}
    : PROTOCOL_PATTERN.test(busca.toUpperCase()) ? { protocolo: busca.toUpperCase() }
    : {
        OR: [
          { nome: { contains: busca, mode: 'insensitive' as const } },
          { email: { contains: busca, mode: 'insensitive' as const } },
          { protocolo: { contains: busca.toUpperCase() } },
        ],
      }
  const period =
    query.de || query.ate
      ? {
          createdAt: {
            ...(query.de && { gte: startOfSiteDay(query.de) }),
            ...(query.ate && { lt: new Date(startOfSiteDay(query.ate).getTime() + DAY_MS) }),
          },
        }
      : {}
  return { ...search, ...period, ...(query.status && { status: query.status }) }
}

const orderOf = (ordem: CommonQuery['ordem']) =>
  ordem === 'nome' ? [{ nome: 'asc' as const }, { id: 'asc' as const }]
  : ordem === 'antigos' ? [{ createdAt: 'asc' as const }, { id: 'asc' as const }]
  : [{ createdAt: 'desc' as const }, { id: 'desc' as const }]

const pageOf = (query: CommonQuery) => ({ skip: (query.pagina - 1) * query.porPagina, take: query.porPagina })

const LIST_COLUMNS = { id: true, protocolo: true, nome: true, email: true, status: true, createdAt: true } as const

/**
 * A document request's promised answer (48 hours after it arrived) and whether it is late: still waiting for a
 * decision past it. Volunteer applications promise no date.
 */
function deadlineOf(kind: InboxKind, row: { createdAt: Date; status: string }, now = new Date()) {
  if (kind !== 'documentRequest') return { prazo: null, atrasado: false }
  const due = responseDueAt(row.createdAt)
  return { prazo: due.toISOString(), atrasado: !FINAL_STATUSES.includes(row.status as SubmissionStatus) && now > due }
}

const toItem = <R extends { id: number; protocolo: string | null; nome: string; email: string; status: string; createdAt: Date }>(
  kind: InboxKind,
  row: R,
  assunto: string,
) => ({
  id: row.id,
  protocolo: row.protocolo,
  nome: row.nome,
  email: row.email,
  status: row.status,
  assunto,
  criadoEm: row.createdAt.toISOString(),
  ...deadlineOf(kind, row),
})

export async function listVolunteers(prisma: PrismaClient, query: VolunteerQuery): Promise<InboxPage> {
  const where = { ...commonWhere(query), ...(query.escolaridade && { escolaridade: query.escolaridade }) }
  const [rows, total] = await prisma.$transaction([
    prisma.volunteerApplication.findMany({ where, orderBy: orderOf(query.ordem), ...pageOf(query), select: { ...LIST_COLUMNS, escolaridade: true } }),
    prisma.volunteerApplication.count({ where }),
  ])
  return { itens: rows.map((row) => toItem('volunteer', row, volunteerSubject(row))), total, pagina: query.pagina, porPagina: query.porPagina }
}

export async function listDocumentRequests(prisma: PrismaClient, query: DocumentRequestQuery): Promise<InboxPage> {
  const where = {
    ...commonWhere(query),
    ...(query.curso && { curso: query.curso }),
    ...(query.requerimento && { requerimento: query.requerimento }),
  }
  const [rows, total] = await prisma.$transaction([
    prisma.documentRequest.findMany({
      where,
      orderBy: orderOf(query.ordem),
      ...pageOf(query),
      select: { ...LIST_COLUMNS, requerimento: true, curso: true },
    }),
    prisma.documentRequest.count({ where }),
  ])
  return { itens: rows.map((row) => toItem('documentRequest', row, documentRequestSubject(row))), total, pagina: query.pagina, porPagina: query.porPagina }
}

/** The audit target of a record: its protocol, or "REQ #12" for a row older than protocols. */
export const targetOf = (kind: InboxKind, row: { id: number; protocolo: string | null }) => row.protocolo ?? `${KINDS[kind].prefix} #${row.id}`

const FILE_COLUMNS = { id: true, field: true, fileName: true, mimeType: true, size: true } as const
const HISTORY_ORDER = [{ createdAt: 'asc' as const }, { id: 'asc' as const }]

async function loadDetail(prisma: PrismaClient, kind: InboxKind, id: number) {
  const include = { files: { select: FILE_COLUMNS, orderBy: { id: 'asc' as const } }, history: { orderBy: HISTORY_ORDER } }
  if (kind === 'volunteer') {
    const row = await prisma.volunteerApplication.findUnique({ where: { id }, include })
    return row && { row, campos: volunteerFields(row), filesDeletedAt: null }
  }
  const row = await prisma.documentRequest.findUnique({ where: { id }, include })
  return row && { row, campos: documentRequestFields(row), filesDeletedAt: row.filesDeletedAt }
}

const iso = (date: Date | null) => date?.toISOString() ?? null

/** A file's label: the form's own for the visitor's files, "Anexo da resposta" for what staff sent. */
const fileLabel = (kind: InboxKind, field: string) =>
  field === REPLY_FILE_FIELD ? msg.replyFileLabel : (KINDS[kind].fileFields[field]?.label ?? field)

type DetailRow = NonNullable<Awaited<ReturnType<typeof loadDetail>>>['row']

const filesOf = (kind: InboxKind, files: DetailRow['files']) =>
  files.map((file) => ({
    id: file.id,
    campo: file.field,
    rotulo: fileLabel(kind, file.field),
    nome: file.fileName,
    tipo: file.mimeType,
    tamanho: file.size,
  }))

const historyOf = (history: DetailRow['history']) =>
  history.map((entry) => ({
    id: entry.id,
    acao: entry.action,
    deStatus: entry.fromStatus,
    paraStatus: entry.toStatus,
    texto: entry.text,
    autor: entry.actorName,
    em: entry.createdAt.toISOString(),
  }))

/** Where the record stands: its status, the way forward, its dates and its deadline. */
const standingOf = (kind: InboxKind, row: DetailRow, filesDeletedAt: Date | null) => ({
  status: row.status,
  proximosStatus: row.erasedAt ? [] : [...(NEXT_STATUSES[row.status as SubmissionStatus] ?? [])],
  criadoEm: row.createdAt.toISOString(),
  decididoEm: iso(row.decidedAt),
  ...deadlineOf(kind, row),
  arquivosExcluidosEm: iso(filesDeletedAt),
  dadosExcluidosEm: iso(row.erasedAt),
})

/** Every field, the files (without their bytes), the way forward and the history; the view is audited. */
export async function getDetail(prisma: PrismaClient, kind: InboxKind, id: number, actor: Actor): Promise<InboxDetail> {
  const found = await loadDetail(prisma, kind, id)
  if (!found) throw notFound(KINDS[kind].notFound)
  const { row, campos, filesDeletedAt } = found
  await recordAudit(prisma, actor, { action: 'visualizar', target: targetOf(kind, row) })
  return {
    id: row.id,
    protocolo: row.protocolo,
    ...standingOf(kind, row, filesDeletedAt),
    campos,
    arquivos: filesOf(kind, row.files),
    historico: historyOf(row.history),
  }
}

/** The columns every change needs. */
async function loadHead(tx: Prisma.TransactionClient, kind: InboxKind, id: number) {
  const select = { id: true, protocolo: true, status: true, erasedAt: true, nome: true, email: true } as const
  const row =
    kind === 'volunteer'
      ? await tx.volunteerApplication.findUnique({ where: { id }, select })
      : await tx.documentRequest.findUnique({ where: { id }, select: { ...select, requerimento: true } })
  if (!row) throw notFound(KINDS[kind].notFound)
  return row as typeof row & { requerimento?: string }
}

/**
 * The head of a record about to change, read under a lock on its row held until the transaction ends: changes to one
 * record (status, note, erasure) run one after the other, and each sees what the one before it did.
 */
export async function lockHead(tx: Prisma.TransactionClient, kind: InboxKind, id: number) {
  await lockRow(tx, KINDS[kind].table, id)
  return loadHead(tx, kind, id)
}

/** Moves a record one step along its way; concluding or refusing a request queues the applicant's e-mail with it. */
export async function changeStatus(
  ctx: { prisma: PrismaClient; mailer: Pick<Mailer, 'wake'> },
  kind: InboxKind,
  id: number,
  change: StatusChange,
  actor: Actor,
): Promise<void> {
  const { status, deStatus } = change
  const mailed = await ctx.prisma.$transaction(async (tx) => {
    const head = await lockHead(tx, kind, id)
    if (head.erasedAt) throw conflict(msg.alreadyErased)
    // A choice made on a screen that showed another status is not applied to the one the record has now.
    if (deStatus && deStatus !== head.status) throw conflict(msg.statusChangedMeanwhile(head.status))
    // Of two staff members deciding at once, the second reads the first one's decision and gets the conflict.
    const next = NEXT_STATUSES[head.status as SubmissionStatus] ?? []
    if (!next.includes(status)) throw conflict(msg.statusNotAllowed(head.status, next))
    const decided = FINAL_STATUSES.includes(status)
    const data = { status, ...(decided && { decidedAt: new Date() }) }
    if (kind === 'volunteer') await tx.volunteerApplication.update({ where: { id }, data })
    else await tx.documentRequest.update({ where: { id }, data })
    await tx.submissionHistory.create({
      data: { ...KINDS[kind].owner(id), action: 'status', fromStatus: head.status, toStatus: status, actorId: actor.id, actorName: actor.nome },
    })
    await recordAudit(tx, actor, { action: 'alterar-status', target: targetOf(kind, head), detail: `${head.status} → ${status}` })
    if (kind !== 'documentRequest' || !decided || !head.email) return false
    const outcome = outcomeMail({ ...head, protocolo: targetOf(kind, head), requerimento: head.requerimento ?? '' }, status, await readContacts(tx))
    await enqueueMails(tx, [outcome], KINDS[kind].owner(id))
    return true
  })
  if (mailed) ctx.mailer.wake()
}

/** An internal note: in the history, seen by staff only. The audit notes that one was written, not what it says. */
export async function addNote(prisma: PrismaClient, kind: InboxKind, id: number, texto: string, actor: Actor): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const head = await lockHead(tx, kind, id)
    if (head.erasedAt) throw conflict(msg.alreadyErased)
    await tx.submissionHistory.create({ data: { ...KINDS[kind].owner(id), action: 'nota', text: texto, actorId: actor.id, actorName: actor.nome } })
    await recordAudit(tx, actor, { action: 'nota', target: targetOf(kind, head) })
  })
}

/** "2 arquivo(s), 3 e-mail(s) (1 não enviado)": what an erasure removed, for the audit log. */
const erasedCounts = (files: number, mails: { redacted: number; cancelled: number }) =>
  `${files} arquivo(s), ${mails.redacted} e-mail(s)${mails.cancelled > 0 ? ` (${mails.cancelled} não enviado(s))` : ''}`

/**
 * "Excluir dados pessoais": the files go, the person's data is replaced, notes and replies lose their text (they
 * may quote it), the mails about the record lose theirs (those not sent yet are cancelled); the protocol, status, dates and
 * history stay.
 */
export async function erasePersonalData(prisma: PrismaClient, kind: InboxKind, id: number, actor: Actor): Promise<void> {
  await prisma.$transaction(async (tx) => {
    // Of two erasures at once, the second waits for the first and gets the conflict: one history row, one audit row.
    const head = await lockHead(tx, kind, id)
    if (head.erasedAt) throw conflict(msg.alreadyErased)
    const owner = KINDS[kind].owner(id)
    const erasedAt = new Date()
    const files = await tx.submissionFile.deleteMany({ where: owner })
    if (kind === 'volunteer') await tx.volunteerApplication.update({ where: { id }, data: { ...ERASED_VOLUNTEER, erasedAt } })
    else await tx.documentRequest.update({ where: { id }, data: { ...ERASED_DOCUMENT_REQUEST, erasedAt } })
    await tx.submissionHistory.updateMany({ where: { ...owner, action: { in: ['nota', 'resposta'] } }, data: { text: null } })
    const mails = await eraseSubmissionMails(tx, owner, erasedAt)
    await tx.submissionHistory.create({ data: { ...owner, action: 'dados-excluidos', actorId: actor.id, actorName: actor.nome } })
    await recordAudit(tx, actor, { action: 'excluir-dados', target: targetOf(kind, head), detail: erasedCounts(files.count, mails) })
  })
}

export type FileUse = 'download' | 'preview'

/** A stored file of the record, for download or inline preview (the use is audited). */
export async function openFile(prisma: PrismaClient, kind: InboxKind, id: number, fileId: number, use: FileUse, actor: Actor) {
  const file = await prisma.submissionFile.findFirst({ where: { id: fileId, ...KINDS[kind].owner(id) }, select: FILE_COLUMNS })
  if (!file) throw notFound(msg.fileNotFound)
  const head = await loadHead(prisma, kind, id)
  await recordAudit(prisma, actor, {
    action: use === 'preview' ? 'visualizar-arquivo' : 'baixar-arquivo',
    target: targetOf(kind, head),
    detail: fileLabel(kind, file.field),
  })
  return file
}
