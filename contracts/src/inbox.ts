import { z } from 'zod'
import { DOCUMENT_REQUEST_COURSES, DOCUMENT_TYPES } from './document-requests.ts'
import { recordId } from './fields.ts'
import { messages } from './messages/index.ts'
import { SCHOOLING_LEVELS } from './volunteers.ts'

const msg = messages.inbox

/** Protocol numbers: PREFIX-YEAR-NNNNNN (the number grows past six digits if a year ever needs it). */
export const PROTOCOL_PREFIXES = { volunteer: 'VOL', documentRequest: 'REQ', registration: 'INS' } as const
export type ProtocolPrefix = (typeof PROTOCOL_PREFIXES)[keyof typeof PROTOCOL_PREFIXES]
export const PROTOCOL_PATTERN = /^(VOL|REQ|INS)-\d{4}-\d{6,}$/

/** Answer of the three public submission calls: the success text and the protocol. */
export const submissionAcceptedSchema = z.object({ mensagem: z.string(), protocolo: z.string() })
export type SubmissionAccepted = z.infer<typeof submissionAcceptedSchema>

export const SUBMISSION_STATUSES = ['Recebido', 'Em análise', 'Concluído', 'Indeferido'] as const
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number]
export const FINAL_STATUSES: readonly SubmissionStatus[] = ['Concluído', 'Indeferido']

/** The way forward: Recebido → Em análise → Concluído or Indeferido (a decision may skip the analysis step). */
export const NEXT_STATUSES: Record<SubmissionStatus, readonly SubmissionStatus[]> = {
  Recebido: ['Em análise', 'Concluído', 'Indeferido'],
  'Em análise': ['Concluído', 'Indeferido'],
  Concluído: [],
  Indeferido: [],
}

/** Days after a request is concluded or refused until its identity documents are deleted (DOCUMENT_RETENTION_DAYS). */
export const DEFAULT_DOCUMENT_RETENTION_DAYS = 90

/** GET /configuracoes/privacidade: what the privacy notice states from the server's configuration. */
export const privacySettingsSchema = z.object({
  diasRetencaoDocumentos: z.number().int().positive().describe('DOCUMENT_RETENTION_DAYS: dias entre a decisão e a exclusão dos documentos'),
})
export type PrivacySettings = z.infer<typeof privacySettingsSchema>

/** The office promises a document request an answer within 48 hours of its arrival. */
export const DOCUMENT_REQUEST_RESPONSE_HOURS = 48
/** The dashboard's "waiting too long": past the promised answer. */
export const OVERDUE_DAYS = DOCUMENT_REQUEST_RESPONSE_HOURS / 24

/** When the answer to a document request received at `createdAt` is due. */
export const responseDueAt = (createdAt: Date): Date => new Date(createdAt.getTime() + DOCUMENT_REQUEST_RESPONSE_HOURS * 3_600_000)

export const INBOX_PAGE_SIZE = 20
export const INBOX_SORTS = ['recentes', 'antigos', 'nome'] as const

/** A query string value left blank by a form means "no filter". */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value)
const optionalFilter = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsMissing, schema.optional())
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, msg.invalidPeriod).refine((day) => !Number.isNaN(Date.parse(day)), msg.invalidPeriod)

const pageFields = {
  pagina: z.preprocess(blankAsMissing, z.coerce.number({ error: messages.common.invalidNumber }).int().min(1).max(100_000).default(1)),
  porPagina: z.preprocess(
    blankAsMissing,
    z.coerce.number({ error: messages.common.invalidNumber }).int().min(1).max(100).default(INBOX_PAGE_SIZE),
  ),
}

const inboxQueryBase = z.object({
  busca: z.preprocess(blankAsMissing, z.string().trim().max(200, messages.common.tooLong).optional()),
  status: optionalFilter(z.enum(SUBMISSION_STATUSES, { error: msg.invalidStatus })),
  de: optionalFilter(isoDay),
  ate: optionalFilter(isoDay),
  ordem: z.preprocess(blankAsMissing, z.enum(INBOX_SORTS, { error: messages.common.invalidRequest }).default('recentes')),
  ...pageFields,
})
const periodInOrder = (query: { de?: string; ate?: string }) => !query.de || !query.ate || query.de <= query.ate
const periodIssue = { message: msg.invalidPeriod, path: ['ate'] }

export const volunteerInboxQuerySchema = inboxQueryBase
  .extend({ escolaridade: optionalFilter(z.enum(SCHOOLING_LEVELS, { error: messages.volunteers.invalidSchooling })) })
  .refine(periodInOrder, periodIssue)
export const documentRequestInboxQuerySchema = inboxQueryBase
  .extend({
    curso: optionalFilter(z.enum(DOCUMENT_REQUEST_COURSES, { error: messages.common.invalidRequest })),
    requerimento: optionalFilter(z.enum(DOCUMENT_TYPES, { error: messages.common.invalidRequest })),
  })
  .refine(periodInOrder, periodIssue)
export type VolunteerInboxQuery = z.input<typeof volunteerInboxQuerySchema>
export type DocumentRequestInboxQuery = z.input<typeof documentRequestInboxQuerySchema>

/** A document request's promised answer: when it is due, and whether it is late (still waiting past it). */
const deadlineFields = {
  prazo: z.string().nullable().describe('Quando a resposta vence (requerimentos: 48 horas após o envio); null nas candidaturas'),
  atrasado: z.boolean().describe('Ainda sem decisão depois do prazo'),
}

export const inboxItemSchema = z.object({
  id: z.number().int(),
  protocolo: z.string().nullable(),
  nome: z.string(),
  email: z.string(),
  /** What was asked for: the requerimento and course, or the volunteer's schooling. */
  assunto: z.string(),
  status: z.string(),
  criadoEm: z.string(),
  ...deadlineFields,
})
/** One page of a list the server pages: its items, how many match in all, and which page this is. */
const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ itens: z.array(item), total: z.number().int(), pagina: z.number().int(), porPagina: z.number().int() })

export const inboxPageSchema = pageSchema(inboxItemSchema)
export type InboxItem = z.infer<typeof inboxItemSchema>
export type InboxPage = z.infer<typeof inboxPageSchema>

export const inboxFileSchema = z.object({
  id: z.number().int(),
  campo: z.string(),
  rotulo: z.string(),
  nome: z.string(),
  tipo: z.string(),
  tamanho: z.number().int(),
})
export const historyEntrySchema = z.object({
  id: z.number().int(),
  acao: z.string(),
  deStatus: z.string().nullable(),
  paraStatus: z.string().nullable(),
  texto: z.string().nullable(),
  autor: z.string(),
  em: z.string(),
})
export const inboxDetailSchema = z.object({
  id: z.number().int(),
  protocolo: z.string().nullable(),
  status: z.string(),
  proximosStatus: z.array(z.string()),
  criadoEm: z.string(),
  decididoEm: z.string().nullable(),
  ...deadlineFields,
  arquivosExcluidosEm: z.string().nullable(),
  dadosExcluidosEm: z.string().nullable(),
  /** Every field the visitor sent, labelled as the form labels it. */
  campos: z.array(z.object({ rotulo: z.string(), valor: z.string() })),
  arquivos: z.array(inboxFileSchema),
  historico: z.array(historyEntrySchema),
})
export type InboxFile = z.infer<typeof inboxFileSchema>
export type HistoryEntry = z.infer<typeof historyEntrySchema>
export type InboxDetail = z.infer<typeof inboxDetailSchema>

export const volunteerIdParamsSchema = z.object({ id: recordId(msg.volunteerNotFound) })
export const documentRequestIdParamsSchema = z.object({ id: recordId(msg.documentRequestNotFound) })
export const volunteerFileParamsSchema = volunteerIdParamsSchema.extend({ arquivoId: recordId(msg.fileNotFound) })
export const documentRequestFileParamsSchema = documentRequestIdParamsSchema.extend({ arquivoId: recordId(msg.fileNotFound) })

export const statusChangeSchema = z.object({
  status: z.enum(SUBMISSION_STATUSES, { error: msg.invalidStatus }),
  /** The status staff saw when they chose: the change is refused (409) if the record has moved on since. */
  deStatus: z.enum(SUBMISSION_STATUSES, { error: msg.invalidStatus }).optional(),
})
export const noteInputSchema = z.object({
  texto: z.string({ error: msg.noteRequired }).trim().min(1, msg.noteRequired).max(4000, messages.common.tooLong),
})
/** The field of the reply's optional attachment (multipart), next to its text field `mensagem`. */
export const REPLY_FILE_FIELD = 'anexo'
export const replyInputSchema = z.object({
  mensagem: z.string({ error: msg.replyRequired }).trim().min(1, msg.replyRequired).max(4000, messages.common.tooLong),
})
export type ReplyInput = z.input<typeof replyInputSchema>
export type StatusChange = z.infer<typeof statusChangeSchema>
export type NoteInput = z.input<typeof noteInputSchema>

/** The admin menu's and dashboard's counts. */
export const inboxSummarySchema = z.object({
  novos: z.object({ candidaturas: z.number().int(), requerimentos: z.number().int() }),
  diasAtraso: z.number().int(),
  atrasados: z.array(z.object({ id: z.number().int(), protocolo: z.string().nullable(), assunto: z.string(), criadoEm: z.string() })),
  proximosEventos: z.array(z.object({ id: z.number().int(), titulo: z.string(), data: z.string(), inscricoes: z.number().int() })),
})
export type InboxSummary = z.infer<typeof inboxSummarySchema>

/** The audit screen's filters: who (part of the name), what (an action), when (a period of days in Brasília). */
const auditFilterFields = {
  usuario: z.preprocess(blankAsMissing, z.string().trim().max(200, messages.common.tooLong).optional()),
  acao: optionalFilter(z.enum(Object.keys(messages.audit.actions) as [string, ...string[]], { error: messages.common.invalidRequest })),
  de: optionalFilter(isoDay),
  ate: optionalFilter(isoDay),
}
export const auditFiltersSchema = z.object(auditFilterFields).refine(periodInOrder, periodIssue)
export const auditQuerySchema = z.object({ ...auditFilterFields, ...pageFields }).refine(periodInOrder, periodIssue)
export type AuditFilters = z.output<typeof auditFiltersSchema>
export type AuditQuery = z.input<typeof auditQuerySchema>
export const auditEntrySchema = z.object({
  id: z.number().int(),
  em: z.string(),
  usuario: z.string(),
  acao: z.string(),
  alvo: z.string(),
  detalhe: z.string().nullable(),
})
export const auditPageSchema = pageSchema(auditEntrySchema)
export type AuditEntry = z.infer<typeof auditEntrySchema>
export type AuditPage = z.infer<typeof auditPageSchema>
