import { z } from 'zod'
import { messages } from './messages.ts'

export const loginSchema = z.object({
  nome: z.string({ error: messages.auth.invalidCredentials }).trim().min(1, messages.auth.invalidCredentials).max(100),
  senha: z.string({ error: messages.auth.invalidCredentials }).min(1, messages.auth.invalidCredentials).max(200),
})

export const loginResponseSchema = z.object({ token: z.string() })

export const tokenPayloadSchema = z.object({ sub: z.string(), nome: z.string(), exp: z.number() })

export type LoginInput = z.infer<typeof loginSchema>
export type TokenPayload = z.infer<typeof tokenPayloadSchema>
