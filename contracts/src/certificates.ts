import { z } from 'zod'
import { CERTIFICATES_PER_PAGE, LECTURE_CYCLE_PROJECT, MAX_CERTIFICATE_HOURS } from './constants.ts'
import { isoDateInSiteZone } from './dates.ts'
import { httpUrl, optionalText, requiredText, wholeNumberUpTo } from './fields.ts'
import { messages } from './messages/index.ts'

const msg = messages.certificates

export const certificateInputSchema = z.object({
  nome: requiredText(msg.nameRequired),
  curso: requiredText(msg.courseRequired),
  horas: wholeNumberUpTo(MAX_CERTIFICATE_HOURS, {
    required: msg.hoursRequired,
    invalid: messages.common.invalidNumber,
    tooLarge: msg.hoursTooMany,
  }),
  codigo: requiredText(msg.codeRequired, 64),
  link: httpUrl(msg.linkRequired),
})

/**
 * What a certificate issued for an event states: a talk (the lecture cycle) its participation, a course (every other
 * project) its completion.
 */
export const CERTIFICATE_KINDS = ['participacao', 'conclusao'] as const
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number]
export const certificateKindOf = (projeto: string): CertificateKind =>
  projeto === LECTURE_CYCLE_PROJECT ? 'participacao' : 'conclusao'

/**
 * Why an event's certificates cannot be issued yet, or null when they can: not before the event's day (YYYY-MM-DD)
 * in Brasília. The server refuses with it and the attendance screen's button states it.
 */
export const certificateIssueBlock = (eventDate: string, today: string = isoDateInSiteZone()): string | null =>
  eventDate > today ? messages.certificateIssue.beforeEvent(eventDate.split('-').reverse().join('/')) : null

/** A code longer than any stored one cannot exist: it is simply not found. */
export const certificateCodeParamsSchema = z.object({ codigo: z.string().max(200, msg.notFound) })

export const publicCertificateSchema = z.object({
  codigo: z.string(),
  nome: z.string(),
  curso: z.string(),
  horas: z.number().int(),
  link: z.string(),
  status: z.string(),
  /** When staff revoked it (ISO instant), else null. */
  revogadoEm: z.string().nullable(),
})

export const certificateSchema = publicCertificateSchema.extend({
  criadoEm: z.string(),
  /** Staff only: why it was revoked. */
  motivoRevogacao: z.string().nullable(),
})
export const certificateListSchema = z.array(certificateSchema)

export type CertificateInput = z.input<typeof certificateInputSchema>
export type Certificate = z.infer<typeof certificateSchema>
export type PublicCertificate = z.infer<typeof publicCertificateSchema>

const manage = messages.certificateManagement

/** Columns the admin list sorts by (wire names). */
export const CERTIFICATE_SORT_COLUMNS = ['criadoEm', 'nome', 'curso', 'codigo', 'horas'] as const
export type CertificateSortColumn = (typeof CERTIFICATE_SORT_COLUMNS)[number]
export const MAX_CERTIFICATES_PER_PAGE = 100
export const MAX_CERTIFICATE_SEARCH = 200

const positiveInt = (message: string, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(max, message)

/** GET /certificados and its export: which page, how many, the search text and the order. */
export const certificateListQuerySchema = z.object({
  pagina: positiveInt(manage.invalidPage, 100_000).default(1),
  porPagina: positiveInt(manage.invalidPage, MAX_CERTIFICATES_PER_PAGE).default(CERTIFICATES_PER_PAGE),
  busca: z.string().max(MAX_CERTIFICATE_SEARCH, manage.searchTooLong).default(''),
  ordem: z.enum(CERTIFICATE_SORT_COLUMNS, { error: manage.invalidSort }).default('criadoEm'),
  direcao: z.enum(['asc', 'desc'], { error: manage.invalidSort }).default('desc'),
})
export type CertificateListQuery = z.input<typeof certificateListQuerySchema>

export const certificatePageSchema = z.object({
  itens: certificateListSchema,
  total: z.number().int(),
  pagina: z.number().int(),
  porPagina: z.number().int(),
})
export type CertificatePage = z.infer<typeof certificatePageSchema>

export const certificateRevocationSchema = z.object({
  motivo: requiredText(manage.revocationReasonRequired, 500),
})

export const certificateRevisionSchema = z.object({
  tipo: z.string(),
  em: z.string(),
  por: z.string(),
  motivo: z.string().nullable(),
  alteracoes: z.array(z.object({ campo: z.string(), de: z.string(), para: z.string() })),
})
export const certificateHistorySchema = z.array(certificateRevisionSchema)
export type CertificateRevision = z.infer<typeof certificateRevisionSchema>

export const certificateImportPreviewSchema = z.object({
  total: z.number().int(),
  validas: z.number().int(),
  /** Each line with errors, once, with what is wrong in which column (named as the file's header names it). */
  erros: z.array(
    z.object({ linha: z.number().int(), problemas: z.array(z.object({ coluna: z.string(), mensagem: z.string() })) }),
  ),
  /**
   * Valid lines that look like a certificate already issued: the same person, course and hours as a stored
   * certificate or as an earlier line (re-importing a file). A warning: they are still imported.
   */
  duplicados: z.array(z.object({ linha: z.number().int(), mensagem: z.string() })),
  /** The first valid lines as they will be stored; codigo is null where the import generates one. */
  amostra: z.array(
    z.object({ linha: z.number().int(), nome: z.string(), curso: z.string(), horas: z.number().int(), codigo: z.string().nullable() }),
  ),
})
export type CertificateImportPreview = z.infer<typeof certificateImportPreviewSchema>

export const certificateImportResultSchema = z.object({ importados: z.number().int() })

/** A revoked certificate's status; every other status reads as valid or as typed. */
export const isRevokedStatus = (status: string): boolean =>
  status.trim().toLowerCase() === manage.revokedStatus.toLowerCase()

/** Control characters other than tab and line breaks: PostgreSQL cannot store NUL, and none of them shows. */
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u

/** A cell of an imported spreadsheet as text, refused when it holds a control character, then checked by `rule`. */
const importCell = <T extends z.ZodType>(rule: T) =>
  z
    .string()
    .refine((text) => !CONTROL_CHARACTER.test(text), manage.importControlCharacters)
    // Every rule here reads text; zod types a pipe's target as taking exactly the string, not a wider input.
    .pipe(rule as unknown as z.ZodType<z.output<T>, string>)

/**
 * One line of an imported spreadsheet, each cell as text: the certificate's rules, with the code and the link
 * optional. The preview and the import both check each line with it, so a line the preview accepts is stored.
 */
export const certificateImportLineSchema = z.object({
  nome: importCell(certificateInputSchema.shape.nome),
  curso: importCell(certificateInputSchema.shape.curso),
  horas: importCell(certificateInputSchema.shape.horas),
  codigo: importCell(optionalText(64)).optional(),
  link: importCell(z.union([z.literal(''), httpUrl(msg.linkRequired)])).optional(),
})
