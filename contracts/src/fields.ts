import { z } from 'zod'
import { withWebScheme } from './links.ts'
import { messages, requiredMessage } from './messages/index.ts'

// In the browser our CSP forbids eval: zod would still probe `new Function` for its fast path, and the browser
// reports every such probe as a CSP violation. The server keeps the fast path.
if ('document' in globalThis) z.config({ jitless: true })

const MAX_TEXT = 300

/**
 * Characters that show nothing: format characters (zero-width space, soft hyphen, direction marks, BOM) and the
 * other default-ignorable ones (variation selectors, Hangul fillers).
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu

export const withoutInvisible = (text: string): string => text.replace(INVISIBLE, '')

/**
 * A UTF-16 surrogate without its pair (`"\ud800"`): JSON can carry one, but no UTF-8 text can, so PostgreSQL refuses
 * it. In a `u` regular expression a well-formed pair is one code point, so `\p{Cs}` matches only a lone half.
 */
const LONE_SURROGATE = /\p{Cs}/u

export const isWellFormedText = (text: string): boolean => !LONE_SURROGATE.test(text)

/** Something a reader would see: more than spaces, invisible characters and stray accents. */
const hasVisibleText = (text: string): boolean => withoutInvisible(text).replace(/[\s\p{M}]/gu, '') !== ''

/** A required text field: missing, blank (even when "filled" with invisible characters) or the wrong type give `message`. */
export const requiredText = (message: string, max = MAX_TEXT) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { message, abort: true })
    .max(max, messages.common.tooLong)
    .refine(isWellFormedText, messages.common.brokenCharacter)
    .refine(hasVisibleText, message)

/** An optional text field; blank is allowed and means "not informed". */
export const optionalText = (max = MAX_TEXT) =>
  z
    .string({ error: messages.common.invalidRequest })
    .trim()
    .max(max, messages.common.tooLong)
    .refine(isWellFormedText, messages.common.brokenCharacter)
    .optional()

export const requiredEmail = (label = 'E-mail') =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .max(254, messages.common.tooLong)
    .pipe(z.email({ error: messages.common.invalidEmail }))

/** An http(s) address; "www.…" typed without its scheme is taken as https. */
export const httpUrl = (requiredMsg: string) =>
  requiredText(requiredMsg, 2000)
    .transform(withWebScheme)
    .refine((value) => /^https?:\/\/\S+$/i.test(value), messages.common.invalidUrl)

/** One of a closed list; anything else (or nothing) gives `message`. */
export const oneOf = <const T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.enum(options, { error: message })

interface WholeNumberMessages {
  required: string
  invalid: string
  tooLarge: string
}

/**
 * A whole number from 1 to `max`: 7, "7" or " 7 " (text in plain digits, so not "1e3" nor "0x10"). Missing or blank
 * gives `required`, anything else that is not a positive whole number `invalid`, more than `max` `tooLarge`.
 */
export const wholeNumberUpTo = (max: number, message: WholeNumberMessages) =>
  z.union([z.number(), z.string()], { error: message.required }).transform((value, ctx) => {
    const text = String(value).trim()
    const parsed = typeof value === 'number' ? value : /^\d+$/.test(text) ? Number(text) : Number.NaN
    const problem =
      text === '' ? message.required
      : !Number.isInteger(parsed) || parsed <= 0 ? message.invalid
      : parsed > max ? message.tooLarge
      : undefined
    if (problem === undefined) return parsed
    ctx.addIssue({ code: 'custom', message: problem })
    return z.NEVER
  })

/**
 * The same whole number from 1 to `max`, but optional: missing, null or blank is null ("not set"); anything else
 * that is not such a number gives `message`.
 */
export const optionalWholeNumberUpTo = (max: number, message: string) => {
  const number = wholeNumberUpTo(max, { required: message, invalid: message, tooLarge: message })
  return z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || String(value).trim() === '') return null
      const result = number.safeParse(value)
      if (result.success) return result.data
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    })
}

/** PostgreSQL's int4 ceiling: larger ids cannot exist, and must not reach the database as an out-of-range value. */
const MAX_RECORD_ID = 2_147_483_647

/** An id in a path ("12"): anything but a positive integer names no record, so it gives notFoundMsg. */
export const recordId = (notFoundMsg: string) =>
  z.coerce
    .number({ error: notFoundMsg })
    .int(notFoundMsg)
    .positive(notFoundMsg)
    .max(MAX_RECORD_ID, notFoundMsg)
