import { z } from 'zod'
import { oneOf, recordId, requiredEmail, requiredText } from './fields.ts'
import { messages } from './messages/index.ts'

export const HOW_FOUND_OPTIONS = ['Amigos', 'Instagram', 'Facebook', 'Televisão', 'Outros'] as const

const required = messages.common.requiredFields

export const registrationInputSchema = z.object({
  nome: requiredText(required),
  email: requiredEmail(),
  telefone: requiredText(required, 40),
  titulo: requiredText(required),
  comoConheceu: oneOf(HOW_FOUND_OPTIONS, messages.registrations.invalidHowFound),
})

/** What staff send to add a registration ("Adicionar Inscritos"): a sign-up, and whether to e-mail the confirmation. */
export const staffRegistrationInputSchema = registrationInputSchema.extend({
  enviarConfirmacao: z.boolean({ error: messages.common.invalidRequest }).default(false),
})

export const registrationIdParamsSchema = z.object({ id: recordId(messages.registrations.notFound) })

export const registrationSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  telefone: z.string(),
  titulo: z.string(),
  comoConheceu: z.string(),
  criadoEm: z.string(),
  /** INS-YEAR-NNNNNN, the number the visitor quotes; null only for registrations older than protocols. */
  protocolo: z.string().nullable(),
})
export const registrationListSchema = z.array(registrationSchema)

/** The answer to POST /inscrever: the success text plus the registration. */
export const registrationCreatedSchema = registrationSchema.extend({ mensagem: z.string(), protocolo: z.string() })

export type RegistrationInput = z.input<typeof registrationInputSchema>
export type StaffRegistrationInput = z.input<typeof staffRegistrationInputSchema>
export type Registration = z.infer<typeof registrationSchema>

const cancel = messages.registrationCancel

/**
 * The token of a "Cancelar inscrição" link, sent as a query or body field (never in the path, which the logs
 * show); the server checks its signature.
 */
export const registrationCancelSchema = z.object({
  token: z.string({ error: cancel.invalidLink }).trim().min(1, cancel.invalidLink).max(64, cancel.invalidLink),
})

/** What the cancel page shows before the visitor confirms; no personal data, as the link may be forwarded. */
export const registrationCancelDetailsSchema = z.object({
  titulo: z.string(),
  /** Null when the event was deleted after the registration. */
  data: z.string().nullable(),
  horario: z.string().nullable(),
  local: z.string().nullable(),
})

export const registrationCancelledSchema = z.object({ mensagem: z.string() })

export type RegistrationCancelDetails = z.infer<typeof registrationCancelDetailsSchema>

/** The answer to POST /inscricoes/espera: the text and the place in the list (1 is the next to get a place). */
export const waitlistJoinedSchema = z.object({ mensagem: z.string(), posicao: z.number().int() })

/** A person on an event's waiting list, as staff see it. */
export const waitlistEntrySchema = z.object({
  id: z.number().int(),
  posicao: z.number().int(),
  nome: z.string(),
  email: z.string(),
  telefone: z.string(),
  criadoEm: z.string(),
})
export const waitlistSchema = z.array(waitlistEntrySchema)

export type WaitlistJoined = z.infer<typeof waitlistJoinedSchema>
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>
