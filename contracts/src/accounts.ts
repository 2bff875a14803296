import { z } from 'zod'
import { recordId, requiredEmail } from './fields.ts'
import { messages } from './messages/index.ts'
import { STAFF_ROLES } from './roles.ts'

const text = messages.accounts

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: text.invalidRole })

export const MIN_PASSWORD_LENGTH = 10
export const MAX_PASSWORD_LENGTH = 200

/**
 * Passwords of 10 or more characters that attackers try first (leaked-password rankings, Brazilian ones included),
 * compared without case and accents. Shorter ones are refused by the length rule anyway.
 */
const COMMON_PASSWORDS = new Set([
  '1234567890', '12345678910', '0987654321', '1122334455', '1234512345', '1234554321', '0123456789', '1111111111',
  '0000000000', '123123123123', '147258369', '1478523690', '9876543210', 'qwertyuiop', 'qwerty1234', 'qwerty12345',
  'qwertyuiop123', 'asdfghjkl1', 'asdfghjklç', '1q2w3e4r5t', '1q2w3e4r5t6y', '1qaz2wsx3edc', 'zaq12wsxcde3',
  'abcdefghij', 'abc1234567', 'abcd123456', 'a1b2c3d4e5', 'password12', 'password123', 'password1234',
  'passw0rd123', 'iloveyou12', 'iloveyou123', 'letmein123', 'welcome123', 'administrator', 'administrador',
  'admin12345', 'admin123456', 'adminadmin', 'senha12345', 'senha123456', 'senha1234567', 'senhasenha',
  'minhasenha', 'minhasenha1', 'minhasenha123', 'novasenha123', 'mudar12345', 'mudar123456', 'trocarsenha',
  'alterar123', 'brasil1234', 'brasil12345', 'flamengo10', 'flamengo123', 'corinthians', 'corinthians1',
  'palmeiras1', 'palmeiras123', 'saopaulo123', 'vasco12345', 'gremio1234', 'cruzeiro123', 'botafogo123',
  'fluminense', 'internacional', 'eusoudeus', 'jesuscristo', 'jesus12345', 'deuseamor', 'deusefiel', 'deusefiel123',
  'deusefiel10', 'amorzinho1', 'teamo12345', 'euteamo123', 'princesa123', 'fundacao123', 'fundacao2024',
  'fundacao2025', 'fundacao2026', 'fundacaoeducacional', 'educacao123', 'prefeitura', 'prefeitura123',
  'secretaria', 'secretaria1', 'secretaria123', 'comunicacao', 'comunicacao1', 'comunicacao123',
])

const normalised = (password: string) =>
  password.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()

/** A common password, or one character repeated ("aaaaaaaaaa"). */
export function isCommonPassword(password: string): boolean {
  const key = normalised(password)
  return COMMON_PASSWORDS.has(key) || new Set(key).size <= 1
}

/** The rule for every password a person chooses: invitation, reset, change, `npm run admin`. */
export const newPasswordSchema = z
  .string({ error: text.passwordTooShort })
  .min(MIN_PASSWORD_LENGTH, text.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, text.passwordTooLong)
  .refine((password) => !isCommonPassword(password), text.passwordTooCommon)

const userNameSchema = z
  .string({ error: text.userNameRequired })
  .trim()
  .min(2, text.userNameRequired)
  .max(100, messages.common.tooLong)
  .refine((name) => !name.includes('@'), text.userNameRequired)

const emailSchema = requiredEmail().transform((email) => email.toLowerCase())

export const inviteUserSchema = z.object({ nome: userNameSchema, email: emailSchema, papel: staffRoleSchema })

/** An administrator's change to another account: its role and whether it may sign in. */
export const updateUserSchema = z
  .object({ papel: staffRoleSchema.optional(), ativo: z.boolean({ error: messages.common.invalidRequest }).optional() })
  .refine((body) => body.papel !== undefined || body.ativo !== undefined, messages.common.invalidRequest)

export const userIdParamsSchema = z.object({ id: recordId(text.notFound) })

export const staffUserSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string().nullable(),
  papel: staffRoleSchema,
  ativo: z.boolean(),
  /** Invited, no password set yet. */
  pendente: z.boolean(),
  doisFatores: z.boolean(),
})
export const staffUserListSchema = z.array(staffUserSchema)

/** GET /usuario/eu: the signed-in account, and whether its role must set up two-factor authentication first. */
export const myAccountSchema = staffUserSchema.extend({ doisFatoresObrigatorio: z.boolean() })

export const forgotPasswordSchema = z.object({ email: emailSchema })

/** The token arrives in the link's fragment; 43 base64url characters (32 random bytes). */
export const setPasswordSchema = z.object({
  token: z.string({ error: text.linkInvalid }).regex(/^[A-Za-z0-9_-]{43}$/, text.linkInvalid),
  senha: newPasswordSchema,
})

/** The account's own password, typed again to confirm a change to how it signs in. */
const currentPasswordSchema = z
  .string({ error: text.wrongCurrentPassword })
  .min(1, text.wrongCurrentPassword)
  .max(MAX_PASSWORD_LENGTH, text.passwordTooLong)

export const changePasswordSchema = z.object({ senhaAtual: currentPasswordSchema, novaSenha: newPasswordSchema })

/** A TOTP code (6 digits) or a recovery code (xxxxx-xxxxx); spaces are ignored. */
export const secondFactorCodeSchema = z
  .string({ error: text.twoFactorCodeInvalid })
  .transform((code) => code.replace(/\s+/g, '').toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/, text.twoFactorCodeInvalid))

export const totpCodeSchema = z.object({
  codigo: z
    .string({ error: text.twoFactorCodeInvalid })
    .transform((code) => code.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, text.twoFactorCodeInvalid)),
})

export const twoFactorSetupSchema = z.object({
  segredo: z.string(),
  otpauth: z.string(),
  /** The otpauth URI as an SVG QR code (data: URL). */
  qrCode: z.string(),
})

export const recoveryCodesSchema = z.object({ codigosRecuperacao: z.array(z.string()) })

/** Setting two-factor up (again) and turning it off ask for the password: a session token alone is not enough. */
export const confirmPasswordSchema = z.object({ senha: currentPasswordSchema })

export type InviteUserInput = z.infer<typeof inviteUserSchema>
export type UpdateUserInput = z.infer<typeof updateUserSchema>
export type StaffUser = z.infer<typeof staffUserSchema>
export type MyAccount = z.infer<typeof myAccountSchema>
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>
