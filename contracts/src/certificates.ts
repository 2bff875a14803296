import { z } from 'zod'
import { MAX_CERTIFICATE_HOURS } from './constants.ts'
import { httpUrl, requiredText, wholeNumberUpTo } from './fields.ts'
import { messages } from './messages.ts'

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

/** A code longer than any stored one cannot exist: it is simply not found. */
export const certificateCodeParamsSchema = z.object({ codigo: z.string().max(200, msg.notFound) })

export const publicCertificateSchema = z.object({
  codigo: z.string(),
  nome: z.string(),
  curso: z.string(),
  horas: z.number().int(),
  link: z.string(),
  status: z.string(),
})

export const certificateSchema = publicCertificateSchema.extend({ criadoEm: z.string() })
export const certificateListSchema = z.array(certificateSchema)

export type CertificateInput = z.input<typeof certificateInputSchema>
export type Certificate = z.infer<typeof certificateSchema>
export type PublicCertificate = z.infer<typeof publicCertificateSchema>
