import { z } from 'zod'
import { secondFactorCodeSchema, staffRoleSchema } from './accounts.ts'
import { messages } from './messages/index.ts'

/** `nome` is the user name or the account's e-mail; `codigo` the second factor, when the account has one. */
export const loginSchema = z.object({
  nome: z.string({ error: messages.auth.invalidCredentials }).trim().min(1, messages.auth.invalidCredentials).max(254),
  senha: z.string({ error: messages.auth.invalidCredentials }).min(1, messages.auth.invalidCredentials).max(200),
  codigo: secondFactorCodeSchema.optional(),
})

/** `{ token }`, or `{ doisFatores: true }` when the password was right and the account asks for its code. */
export const loginResponseSchema = z.union([
  z.object({ token: z.string() }),
  z.object({ doisFatores: z.literal(true) }),
])

export const tokenPayloadSchema = z.object({
  sub: z.string(),
  nome: z.string(),
  exp: z.number(),
  /** The role when the token was issued, for the client's menu; the server reads the account on every call. */
  papel: staffRoleSchema.optional(),
  /** The account's session version; a token from before the last password change or disabling is refused. */
  sv: z.number().int().optional(),
})

export type LoginInput = z.input<typeof loginSchema>
export type LoginResponse = z.infer<typeof loginResponseSchema>
export type TokenPayload = z.infer<typeof tokenPayloadSchema>
