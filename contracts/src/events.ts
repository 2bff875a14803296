import { z } from 'zod'
import { EARLIEST_EVENT_DATE, EVENT_YEARS_AHEAD, MAX_CERTIFICATE_HOURS, MAX_EVENT_CAPACITY } from './constants.ts'
import { isoDateInSiteZone, isoDateYearsLater } from './dates.ts'
import { optionalWholeNumberUpTo, recordId, requiredText } from './fields.ts'
import { pictureSchema } from './media.ts'
import { messages } from './messages/index.ts'

const required = messages.common.completeAllFields

/** A real calendar day, YYYY-MM-DD, from 2000 to ten years after today (today taken when the value is checked). */
const isoDate = z
  .string({ error: required })
  .trim()
  .min(1, { message: required, abort: true })
  .refine(
    (value) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
      const date = new Date(`${value}T00:00:00Z`)
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
    },
    { message: messages.events.invalidDate, abort: true },
  )
  .refine(
    (value) => value >= EARLIEST_EVENT_DATE && value <= isoDateYearsLater(isoDateInSiteZone(), EVENT_YEARS_AHEAD),
    messages.events.dateOutOfRange,
  )

/** HH:MM or HH:MM:SS in, always HH:MM:SS out. */
const timeOfDay = z
  .string({ error: required })
  .trim()
  .min(1, required)
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, messages.events.invalidTime)
  .transform((value) => (value.length === 5 ? `${value}:00` : value))

export const eventInputSchema = z.object({
  titulo: requiredText(required),
  local: requiredText(required),
  data: isoDate,
  horario: timeOfDay,
  palestrante: requiredText(required),
  projeto: requiredText(required),
  subTitulo: requiredText(required, 2000),
  foto: requiredText(required, 2000),
  /** Optional: null or absent (API clients may leave it out) means not set. */
  cargaHoraria: optionalWholeNumberUpTo(MAX_CERTIFICATE_HOURS, messages.eventOperations.invalidHours),
  vagas: optionalWholeNumberUpTo(MAX_EVENT_CAPACITY, messages.eventOperations.invalidCapacity),
})

export const eventActivationSchema = z.object({
  titulo: requiredText(required),
  projeto: requiredText(required),
  ativa: z.boolean({ error: required }),
})

export const activeEventQuerySchema = z.object({ projeto: requiredText(required) })

export const eventIdParamsSchema = z.object({ id: recordId(messages.events.notFound) })

export const eventSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  local: z.string(),
  data: z.string(),
  horario: z.string(),
  palestrante: z.string(),
  projeto: z.string(),
  subTitulo: z.string(),
  foto: z.string(),
  ativa: z.boolean(),
  cargaHoraria: z.number().int().nullable(),
  vagas: z.number().int().nullable(),
  /** How many registrations the event has. */
  inscritos: z.number().int(),
  /** How many people wait for a place (lista de espera). */
  espera: z.number().int(),
})

export const eventListSchema = z.object({ Eventos: z.array(eventSchema) })
/** What the public pages draw: the photo's picture when `foto` is the address of a media library image, else null. */
const withPicture = { imagem: pictureSchema.nullable() }

export const activeEventSchema = z.object({ consulta: eventSchema.extend(withPicture) })

export const lectureSchema = eventSchema
  .pick({
    id: true,
    titulo: true,
    data: true,
    horario: true,
    palestrante: true,
    subTitulo: true,
    foto: true,
    local: true,
  })
  .extend(withPicture)
export const lectureListSchema = z.array(lectureSchema)

export const attendeeParamsSchema = z.object({
  id: recordId(messages.events.notFound),
  inscricaoId: recordId(messages.registrations.notFound),
})

export const attendanceInputSchema = z.object({ presente: z.boolean({ error: required }) })

/** A registration as the event's attendance list shows it. */
export const attendeeSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  telefone: z.string(),
  presente: z.boolean(),
  /** The code of the certificate issued for this registration, null before. */
  certificado: z.string().nullable(),
})

export const eventAttendanceSchema = z.object({ evento: eventSchema, inscricoes: z.array(attendeeSchema) })

export const certificatesIssuedSchema = z.object({ mensagem: z.string(), emitidos: z.number().int() })

export type EventInput = z.input<typeof eventInputSchema>
export type Event = z.infer<typeof eventSchema>
export type ActiveEvent = z.infer<typeof activeEventSchema>['consulta']
export type Lecture = z.infer<typeof lectureSchema>
export type Attendee = z.infer<typeof attendeeSchema>
export type EventAttendance = z.infer<typeof eventAttendanceSchema>
export type CertificatesIssued = z.infer<typeof certificatesIssuedSchema>
