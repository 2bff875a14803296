import { describe, expect, it } from 'vitest'
import { fullwidth, lookalikes } from '../../test/support/disguises.ts'
import { certificateCodeKey, nameKey } from './keys.ts'

/** Ways to type a text that looks like another one: invisible characters, compatibility forms, other scripts. */
const DISGUISES: [string, (text: string) => string][] = [
  ['zero-width space', (text) => text.replace(/(.)/u, '$1\u200b')],
  ['soft hyphen', (text) => text.replace(/(..)/u, '$1\u00ad')],
  ['right-to-left mark', (text) => `\u200f${text}`],
  ['byte order mark', (text) => `${text}\ufeff`],
  ['word joiner and variation selector', (text) => text.replace(/(.)/u, '$1\u2060\ufe0f')],
  ['fullwidth letters', fullwidth],
  ['mathematical bold letters', (text) => text.replace(/[A-Z]/g, (c) => String.fromCodePoint(c.codePointAt(0)! - 65 + 0x1d400))],
  ['Cyrillic and Greek look-alikes', lookalikes],
]

describe('nameKey', () => {
  it('treats names differing only by case, accents or spaces as the same person', () => {
    expect(nameKey('  José   da  SILVA ')).toBe(nameKey('jose da silva'))
    expect(nameKey('Conceição')).toBe('conceicao')
  })

  it.each(DISGUISES)('sees through %s', (_case, disguise) => {
    for (const name of ['Maria Aparecida', 'MARIA NETO', 'Ivan Olavo']) {
      expect(disguise(name), name).not.toBe(name)
      expect(nameKey(disguise(name)), name).toBe(nameKey(name))
    }
  })

  it('folds a Cyrillic capital I to the i of the Latin name, whatever its case', () => {
    expect(nameKey('\u0406van')).toBe(nameKey('Ivan'))
    expect(nameKey('\u0456van')).toBe(nameKey('ivan'))
  })

  it('keeps different names apart, and gives an empty key for nothing visible', () => {
    expect(nameKey('Maria Souza')).not.toBe(nameKey('Mario Souza'))
    expect(nameKey('Carmen')).not.toBe(nameKey('Carrnen'))
    expect(nameKey('\u200b\u00ad\u200f\ufeff')).toBe('')
  })
})

describe('certificateCodeKey', () => {
  it('ignores surrounding spaces and case', () => {
    expect(certificateCodeKey('  demo2025 ')).toBe(certificateCodeKey('DEMO2025'))
  })

  it.each(DISGUISES)('sees through %s', (_case, disguise) => {
    expect(certificateCodeKey(disguise('DEMO2025'))).toBe(certificateCodeKey('DEMO2025'))
  })

  it('keeps ASCII codes that only look alike apart: O and 0, l, I and 1 are different codes', () => {
    const keys = ['AB0C', 'ABOC', 'X1', 'Xl', 'XI'].map(certificateCodeKey)
    expect(new Set(keys).size).toBe(keys.length)
  })
})
