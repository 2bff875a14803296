import { PATHS } from '@site/contracts'
import { createHmac, timingSafeEqual } from 'node:crypto'

/** 128 bits of HMAC-SHA256: far beyond guessing, and a link short enough for any mail client. */
const SIGNATURE_BYTES = 16

/**
 * Signs and checks the tokens of the "Cancelar inscrição" links: `<registration id>.<signature>`. The key is derived
 * from the server secret for this one purpose, so a token can never pass for a session or the reverse.
 */
export function cancelLinks(serverSecret: string, origin: string) {
  const key = createHmac('sha256', serverSecret).update('registration-cancel-link').digest()
  const signature = (id: number) =>
    createHmac('sha256', key).update(`registration:${id}`).digest().subarray(0, SIGNATURE_BYTES).toString('base64url')
  const token = (id: number) => `${id}.${signature(id)}`

  return {
    url: (id: number) => `${origin}${PATHS.registrationCancel}?token=${token(id)}`,
    /** The registration id a token was issued for, or null when this server did not issue it. */
    registrationId(candidate: string): number | null {
      const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]+)$/.exec(candidate)
      if (!match) return null
      const id = Number(match[1])
      // Compared as text: base64url decoding would let several spellings of one signature pass.
      const given = Buffer.from(match[2]!)
      const expected = Buffer.from(signature(id))
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null
    },
  }
}

export type CancelLinks = ReturnType<typeof cancelLinks>
