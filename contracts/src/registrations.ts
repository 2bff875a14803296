import { z } from 'zod'
import { oneOf, recordId, requiredEmail, requiredText } from './fields.ts'
import { messages } from './messages.ts'

export const HOW_FOUND_OPTIONS = ['Amigos', 'Instagram', 'Facebook', 'Televisão', 'Outros'] as const

const required = messages.common.requiredFields

export const registrationInputSchema = z.object({
  nome: requiredText(required),
  email: requiredEmail(),
  telefone: requiredText(required, 40),
  titulo: requiredText(required),
  comoConheceu: oneOf(HOW_FOUND_OPTIONS, messages.registrations.invalidHowFound),
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
})
export const registrationListSchema = z.array(registrationSchema)

/** The answer to POST /inscrever: the success text plus the registration. */
export const registrationCreatedSchema = registrationSchema.extend({ mensagem: z.string(), protocolo: z.string() })

export type RegistrationInput = z.input<typeof registrationInputSchema>
export type Registration = z.infer<typeof registrationSchema>
