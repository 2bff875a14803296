import { z } from 'zod'
import { KNOWLEDGE_LEVEL_MAX, KNOWLEDGE_LEVEL_MIN } from './constants.ts'
import { oneOf, optionalText, requiredEmail, requiredText } from './fields.ts'
import { messages, requiredMessage } from './messages/index.ts'
import { BRAZILIAN_STATES } from './places.ts'

export const SCHOOLING_LEVELS = [
  'Ensino Fundamental Incompleto',
  'Ensino Fundamental Completo',
  'Ensino Médio Incompleto',
  'Ensino Médio Completo',
  'Ensino Superior Incompleto',
  'Ensino Superior Completo',
] as const

/** Optional select: blank means "not informed", anything else must be a listed state. */
const optionalState = z
  .union([z.literal(''), z.enum(BRAZILIAN_STATES)], { error: messages.states.invalid })
  .optional()

/** The 1–10 slider; untouched (blank) is allowed. Multipart sends it as text. */
const knowledgeLevel = z
  .union([z.number(), z.string()], { error: messages.volunteers.invalidKnowledgeLevel })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || String(value).trim() === '') return undefined
    const level = Number(value)
    if (!Number.isInteger(level) || level < KNOWLEDGE_LEVEL_MIN || level > KNOWLEDGE_LEVEL_MAX) {
      ctx.addIssue({ code: 'custom', message: messages.volunteers.invalidKnowledgeLevel })
      return z.NEVER
    }
    return level
  })

/** The text fields of POST /enviar-voluntariado; the termoAdesao file travels beside them. */
export const volunteerFieldsSchema = z.object({
  nome: requiredText(requiredMessage('Nome')),
  email: requiredEmail(),
  telefone: requiredText(requiredMessage('Telefone'), 40),
  endereco: requiredText(requiredMessage('Endereço')),
  cidade: optionalText(),
  estado: optionalState,
  escolaridade: oneOf(SCHOOLING_LEVELS, messages.volunteers.invalidSchooling),
  nivelConhecimento: knowledgeLevel,
})

export const VOLUNTEER_FILE_FIELDS = {
  termoAdesao: { required: true, label: 'Termo de Adesão', missing: messages.volunteers.termRequired },
} as const

export type VolunteerFields = z.input<typeof volunteerFieldsSchema>

/** The blank Termo de Adesão (PDF) the volunteer prints, fills in by hand, signs and sends with the form. */
export const VOLUNTEER_TERM_PDF_PATH = '/documentos/termo-de-adesao.pdf'
