import type { PDFFont } from 'pdf-lib'

/**
 * The standard fonts speak WinAnsi (Portuguese accents included); a character outside it (an emoji, a CJK name)
 * would make pdf-lib throw, so it is drawn as "?" instead of failing the whole document.
 */
export function printable(font: PDFFont, value: string): string {
  const supported = new Set(font.getCharacterSet())
  return Array.from(value.normalize('NFC'), (character) => (supported.has(character.codePointAt(0)!) ? character : '?')).join('')
}
