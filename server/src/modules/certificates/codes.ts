import { randomInt } from 'node:crypto'
import { certificateCodeKey } from '../../db/keys.ts'

/** No 0/O, 1/I/L: a code read aloud or typed from paper cannot be mistaken. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const CODE_LENGTH = 8

/** A fresh random code (not checked against the stored ones). */
export const randomCertificateCode = (): string => Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')

/**
 * `count` new codes whose keys are not in `taken` nor stored (`stored` tells which of some keys are); 31^8 codes
 * make a collision rare, and a colliding code is simply drawn again.
 */
export async function newCertificateCodes(
  count: number,
  taken: ReadonlySet<string>,
  stored: (keys: string[]) => Promise<Set<string>>,
): Promise<string[]> {
  const codes: string[] = []
  const used = new Set(taken)
  while (codes.length < count) {
    const drawn = Array.from({ length: count - codes.length }, randomCertificateCode).filter((code) => {
      const key = certificateCodeKey(code)
      if (used.has(key)) return false
      used.add(key)
      return true
    })
    const clashing = await stored(drawn.map(certificateCodeKey))
    codes.push(...drawn.filter((code) => !clashing.has(certificateCodeKey(code))))
  }
  return codes
}
