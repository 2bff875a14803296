import { z } from 'zod'
import { messages, requiredMessage } from './messages.ts'

// In the browser our CSP forbids eval: zod would still probe `new Function` for its fast path, and the browser
// reports every such probe as a CSP violation. The server keeps the fast path.
if ('document' in globalThis) z.config({ jitless: true })

const MAX_TEXT = 300

/** A required text field: missing, blank or the wrong type all give `message`. */
export const requiredText = (message: string, max = MAX_TEXT) =>
  z.string({ error: message }).trim().min(1, message).max(max, messages.common.tooLong)

/** An optional text field; blank is allowed and means "not informed". */
export const optionalText = (max = MAX_TEXT) =>
  z.string({ error: messages.common.invalidRequest }).trim().max(max, messages.common.tooLong).optional()

export const requiredEmail = (label = 'E-mail') =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .max(254, messages.common.tooLong)
    .pipe(z.email({ error: messages.common.invalidEmail }))

export const httpUrl = (requiredMsg: string) =>
  requiredText(requiredMsg, 2000).refine((value) => /^https?:\/\/\S+$/i.test(value), messages.common.invalidUrl)

/** One of a closed list; anything else (or nothing) gives `message`. */
export const oneOf = <const T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.enum(options, { error: message })

/** Accepts 7, "7" or " 7 "; a missing or blank value gives requiredMsg, anything not a positive integer invalidMsg. */
export const positiveInteger = (requiredMsg: string, invalidMsg: string) =>
  z.union([z.number(), z.string()], { error: requiredMsg }).transform((value, ctx) => {
    const text = String(value).trim()
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: requiredMsg })
      return z.NEVER
    }
    const parsed = Number(text)
    if (!Number.isInteger(parsed) || parsed <= 0) {
      ctx.addIssue({ code: 'custom', message: invalidMsg })
      return z.NEVER
    }
    return parsed
  })

/** PostgreSQL's int4 ceiling: larger ids cannot exist, and must not reach the database as an out-of-range value. */
const MAX_RECORD_ID = 2_147_483_647

/** An id in a path ("12"): anything but a positive integer names no record, so it gives notFoundMsg. */
export const recordId = (notFoundMsg: string) =>
  z.coerce
    .number({ error: notFoundMsg })
    .int(notFoundMsg)
    .positive(notFoundMsg)
    .max(MAX_RECORD_ID, notFoundMsg)
