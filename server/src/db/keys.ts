/**
 * The keys the database compares instead of the text people type: a registration's person, an event's title, a
 * certificate's code. Text that looks the same must give the same key, whatever invisible or look-alike characters
 * it was typed with: otherwise "Maria" and "Ma<zero-width space>ria" register twice for one event.
 *
 * Server only: the look-alike table (Unicode's confusables.txt, through unhomoglyph) is 100 KB and has no place in
 * the browser. When a key function changes, bump KEYS_VERSION: the start-up recomputes stored keys (rekey.ts).
 */
import { withoutInvisible } from '@site/contracts'
import unhomoglyph from 'unhomoglyph'

export const KEYS_VERSION = 3

/**
 * Unicode's data gives look-alikes one prototype ("І" and "I" both become "l", "0" and "O" both "O"). Folding ASCII
 * too would make codes AB0C and ABOC one certificate, so ASCII stays as typed and each other character becomes the
 * ASCII letter or digit that looks like it, chosen by its kind: a capital like a capital, a digit like a digit.
 */
const ASCII_LOOKALIKES = new Map<string, string[]>()
for (const ascii of '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ') {
  const prototype = unhomoglyph(ascii)
  ASCII_LOOKALIKES.set(prototype, [...(ASCII_LOOKALIKES.get(prototype) ?? []), ascii])
}

const DIGIT = /\d/
const CAPITAL = /[A-Z]/
const SMALL = /[a-z]/
const kindOf = (character: string): RegExp => (/\p{N}/u.test(character) ? DIGIT : /\p{Lu}/u.test(character) ? CAPITAL : SMALL)

const foldLookalike = (character: string): string => {
  const prototype = unhomoglyph(character)
  const candidates = ASCII_LOOKALIKES.get(prototype)
  if (!candidates) return prototype
  return candidates.find((ascii) => kindOf(character).test(ascii)) ?? candidates[0]!
}

const foldLookalikes = (text: string): string => text.replace(/[^\p{ASCII}]/gu, foldLookalike)

/** Fullwidth letters, ligatures and other compatibility forms as their plain letters; no invisible characters. */
const plainForm = (text: string): string => withoutInvisible(text.normalize('NFKC'))

/**
 * Names and titles: the same whatever the case, accents, repeated spaces, invisible or look-alike characters.
 * "José  da SILVA" = "jose da silva"; an empty key means nothing visible was typed.
 */
export const nameKey = (text: string): string =>
  foldLookalikes(plainForm(text).normalize('NFD').replace(/\p{Diacritic}/gu, ''))
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()

/** Certificate codes: surrounding spaces, case, invisible and look-alike characters do not matter. */
export const certificateCodeKey = (codigo: string): string => foldLookalikes(plainForm(codigo)).toLowerCase().trim()
