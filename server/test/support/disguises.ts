/** Ways to type a text so that it looks like another one: invisible characters, fullwidth forms, other scripts. */

/** Characters that show nothing: zero-width space and joiners, soft hyphen, direction marks and overrides, BOM... */
export const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u00ad', '\u200e', '\u200f', '\u202e', '\u2066', '\ufeff', '\u2060', '\u3164', '\ufe0f']

/** Latin letters and their look-alikes in Cyrillic and Greek. */
const LOOKALIKES: Record<string, string> = {
  ...{ a: '\u0430', e: '\u0435', o: '\u043e', p: '\u0440', c: '\u0441', x: '\u0445', i: '\u0456' },
  ...{ A: '\u0391', B: '\u0412', E: '\u0415', H: '\u041d', M: '\u041c', N: '\u039d', O: '\u041e', T: '\u0422' },
}

/** Every printable ASCII character as its fullwidth form ("A" as "Ａ"). */
export const fullwidth = (text: string) => text.replace(/[!-~]/g, (c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0))

/** Latin letters that have a Cyrillic or Greek twin written with it. */
export const lookalikes = (text: string) => text.replace(/[a-zA-Z]/g, (c) => LOOKALIKES[c] ?? c)
