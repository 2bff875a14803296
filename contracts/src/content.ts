import { z } from 'zod'
import { optionalText, recordId, requiredText } from './fields.ts'
import { bareHost, isPlaceholderEmail, isRealWebAddress, withWebScheme } from './links.ts'
import { optionalImageId, pictureSchema } from './media.ts'
import { messages } from './messages/index.ts'

const text = messages.content

/** The kinds of ordered content staff edit; each is one list in the admin area and one path on the API. */
export const CONTENT_KINDS = ['equipe', 'parceiros', 'turmas', 'calendario'] as const
export type ContentKind = (typeof CONTENT_KINDS)[number]

/** The course pages whose offerings ("turmas") staff edit; the ids are the pages' last path segment. */
export const COURSE_PAGES = {
  nef: 'NEF – Núcleo de Educação e Formação',
  'inteligencia-artificial': 'Inteligência Artificial no Serviço Público',
  'orientacao-parental': 'Orientação Parental: Neurodiversidade',
  'redacao-oficial': 'Redação Oficial',
} as const
export type CoursePageId = keyof typeof COURSE_PAGES
const COURSE_PAGE_IDS = Object.keys(COURSE_PAGES) as [CoursePageId, ...CoursePageId[]]

export const OFFERING_STATUSES = ['Inscrições abertas', 'Inscrições encerradas'] as const
export type OfferingStatus = (typeof OFFERING_STATUSES)[number]

/** Blank means "not informed": stored and sent as absent, never as an empty string. */
const blankAsUnset = (value: string | undefined) => (value === undefined || value === '' ? undefined : value)
const optional = (max?: number) => optionalText(max).transform(blankAsUnset)

/** A link to a real site, or none: http(s), a public host, no example.* or other placeholder. */
const optionalRealLink = optionalText(2000)
  .transform((value) => withWebScheme(blankAsUnset(value)))
  .refine((value) => value === undefined || isRealWebAddress(value), text.linkNotReal)

/** A real calendar day as YYYY-MM-DD (PostgreSQL's dates, like the calendar, have no year 0000). */
const isRealIsoDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}
const isoDate = (requiredMessage: string) =>
  requiredText(requiredMessage, 10).refine(isRealIsoDate, messages.events.invalidDate)
const optionalIsoDate = optionalText(10)
  .transform(blankAsUnset)
  .refine((value) => value === undefined || isRealIsoDate(value), messages.events.invalidDate)

const MAX_VACANCIES = 10_000

/** A whole number of places from 1 to 10.000; blank or absent means "not informed". */
const vacancies = z
  .union([z.number(), z.string()], { error: text.vacanciesInvalid })
  .optional()
  .transform((value, ctx) => {
    const raw = value === undefined ? '' : String(value).trim()
    if (raw === '') return undefined
    const parsed = typeof value === 'number' ? value : /^\d+$/.test(raw) ? Number(raw) : Number.NaN
    if (!Number.isInteger(parsed) || parsed <= 0) ctx.addIssue({ code: 'custom', message: text.vacanciesInvalid })
    else if (parsed > MAX_VACANCIES) ctx.addIssue({ code: 'custom', message: text.vacanciesTooMany })
    else return parsed
    return z.NEVER
  })

export const teamMemberInputSchema = z.object({
  nome: requiredText(text.nameRequired),
  cargo: requiredText(text.roleRequired),
  /** A media library image with its alt text; absent: the initials stand in for the photo. */
  fotoId: optionalImageId,
})

/** A partner without a known official site is shown by its name alone; without a logo, as a text logo. */
export const partnerInputSchema = z.object({
  nome: requiredText(text.nameRequired),
  link: optionalRealLink,
  logoId: optionalImageId,
})

export const courseOfferingInputSchema = z
  .object({
    curso: z.enum(COURSE_PAGE_IDS, { error: text.courseRequired }),
    turma: requiredText(text.classRequired),
    dataInicio: isoDate(text.startDateRequired),
    dataFim: optionalIsoDate,
    horario: optional(),
    local: requiredText(text.placeRequired),
    vagas: vacancies,
    status: z.enum(OFFERING_STATUSES, { error: text.statusRequired }),
    linkInscricao: optionalRealLink,
  })
  .refine((offering) => offering.dataFim === undefined || offering.dataFim >= offering.dataInicio, {
    message: text.endBeforeStart,
    path: ['dataFim'],
  })

export const calendarEntryInputSchema = z.object({
  titulo: requiredText(text.titleRequired),
  data: isoDate(text.dateRequired),
  horario: optional(),
  local: optional(),
  descricao: optional(1000),
  link: optionalRealLink,
})

/** What each kind stores and sends, by kind: the same schema validates the admin form and the API. */
export const CONTENT_INPUT_SCHEMAS = {
  equipe: teamMemberInputSchema,
  parceiros: partnerInputSchema,
  turmas: courseOfferingInputSchema,
  calendario: calendarEntryInputSchema,
} as const satisfies Record<ContentKind, z.ZodType>

/** The kinds whose items may show a library image: the field with the image's id and the one with its picture. */
export const CONTENT_IMAGE_FIELDS = {
  equipe: { id: 'fotoId', picture: 'foto' },
  parceiros: { id: 'logoId', picture: 'logo' },
} as const satisfies Partial<Record<ContentKind, { id: string; picture: string }>>

const id = z.number().int()
const maybe = z.string().optional()

const imageId = z.number().int().optional()
/** The chosen image as pages draw it (absent when none is chosen). */
const picture = pictureSchema.optional()

export const teamMemberSchema = z.object({ id, nome: z.string(), cargo: z.string(), fotoId: imageId, foto: picture })
export const partnerSchema = z.object({ id, nome: z.string(), link: maybe, logoId: imageId, logo: picture })
export const courseOfferingSchema = z.object({
  id,
  curso: z.enum(COURSE_PAGE_IDS),
  turma: z.string(),
  dataInicio: z.string(),
  dataFim: maybe,
  horario: maybe,
  local: z.string(),
  vagas: z.number().int().optional(),
  status: z.enum(OFFERING_STATUSES),
  linkInscricao: maybe,
})
export const calendarEntrySchema = z.object({
  id,
  titulo: z.string(),
  data: z.string(),
  horario: maybe,
  local: maybe,
  descricao: maybe,
  link: maybe,
})

/** How each kind's items come back from the API (with their id, in the list's order). */
export const CONTENT_ITEM_SCHEMAS = {
  equipe: teamMemberSchema,
  parceiros: partnerSchema,
  turmas: courseOfferingSchema,
  calendario: calendarEntrySchema,
} as const satisfies Record<ContentKind, z.ZodType>

export const contentItemParamsSchema = z.object({ id: recordId(text.notFound) })

/** One place up or down, or straight to the top or the end of the list. */
export const MOVE_DIRECTIONS = ['acima', 'abaixo', 'topo', 'fim'] as const
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number]
export const contentMoveSchema = z.object({ direcao: z.enum(MOVE_DIRECTIONS, { error: text.directionInvalid }) })

export type TeamMember = z.infer<typeof teamMemberSchema>
export type Partner = z.infer<typeof partnerSchema>
export type CourseOffering = z.infer<typeof courseOfferingSchema>
export type CalendarEntry = z.infer<typeof calendarEntrySchema>
export type ContentItemOf<K extends ContentKind> = z.infer<(typeof CONTENT_ITEM_SCHEMAS)[K]>
export type ContentInputOf<K extends ContentKind> = z.input<(typeof CONTENT_INPUT_SCHEMAS)[K]>

// ---- Contact data ("Configurações") ----

const settings = messages.siteSettings

/** Digits of a Brazilian number with its area code (DDD), without the country code: 10 (landline) or 11 (mobile). */
export function brazilianPhoneDigits(value: string): string | undefined {
  let digits = value.replace(/\D/g, '')
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55') && /^\+?\s*55/.test(value.trim())) {
    digits = digits.slice(2)
  }
  if (!/^[1-9]{2}/.test(digits)) return undefined
  if (digits.length === 11 && digits[2] === '9') return digits
  if (digits.length === 10 && /[2-5]/.test(digits[2] ?? '')) return digits
  return undefined
}

/** "(48) 3381-2200", "(48) 99164-2200". */
const formatPhone = (digits: string) =>
  `(${digits.slice(0, 2)}) ${digits.slice(2, digits.length - 4)}-${digits.slice(digits.length - 4)}`

/** The number with Brazil's country code, for tel: and wa.me links: "(48) 3381-2200" -> "554833812200". */
export const internationalPhoneDigits = (display: string): string => `55${brazilianPhoneDigits(display) ?? ''}`

const phone = (message: string) =>
  optionalText(40)
    .transform(blankAsUnset)
    .transform((value, ctx) => {
      if (value === undefined) return undefined
      const digits = brazilianPhoneDigits(value)
      if (digits) return formatPhone(digits)
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    })

const email = optionalText(254)
  .transform(blankAsUnset)
  .refine(
    (value) => value === undefined || (z.email().safeParse(value).success && !isPlaceholderEmail(value)),
    settings.invalidEmail,
  )

/** A profile address on one of `hosts`, with a path (the profile itself, not the network's home page). */
const profile = (hosts: readonly string[], message: string) =>
  optionalText(500)
    .transform((value) => withWebScheme(blankAsUnset(value)))
    .refine(
      (value) =>
        value === undefined ||
        (isRealWebAddress(value) && hosts.includes(bareHost(value)) && new URL(value).pathname.replace(/\/+$/, '') !== ''),
      message,
    )

export const contactSettingsInputSchema = z.object({
  /** The foundation's name on the site, in the e-mails and on the certificates; blank: SITE_NAMES.name. */
  nomeFundacao: optional(120),
  email,
  telefone: phone(settings.invalidPhone),
  whatsapp: phone(settings.invalidWhatsapp),
  endereco: optional(300),
  horario: optional(200),
  instagram: profile(['instagram.com'], settings.invalidInstagram),
  facebook: profile(['facebook.com', 'fb.com'], settings.invalidFacebook),
  youtube: profile(['youtube.com'], settings.invalidYoutube),
})

/** The contact data as stored and served: a field that is not set is absent. */
export const contactSettingsSchema = z.object({
  nomeFundacao: maybe,
  email: maybe,
  telefone: maybe,
  whatsapp: maybe,
  endereco: maybe,
  horario: maybe,
  instagram: maybe,
  facebook: maybe,
  youtube: maybe,
})

export type ContactSettings = z.infer<typeof contactSettingsSchema>
export type ContactSettingsInput = z.input<typeof contactSettingsInputSchema>
