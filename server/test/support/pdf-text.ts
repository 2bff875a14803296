/** The text lines a PDF draws, read from its content streams: enough to check what pdf-lib wrote with a standard font. */
import { inflateSync } from 'node:zlib'

const STREAM = /<<([^]*?)>>\s*stream\r?\n([^]*?)\r?\nendstream/g
const SHOW_TEXT = /<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g
const WIN_ANSI = new TextDecoder('windows-1252')

const unescapeLiteral = (literal: string) =>
  literal.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_match, code: string) =>
    /^[0-7]/.test(code) ? String.fromCharCode(parseInt(code, 8)) : ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }[code] ?? code),
  )

/** Every string shown with Tj, in drawing order, decoded from WinAnsi (the encoding of the standard fonts). */
export function pdfTextLines(pdf: Buffer): string[] {
  const source = pdf.toString('latin1')
  const lines: string[] = []
  for (const [, dictionary, body] of source.matchAll(STREAM)) {
    const bytes = Buffer.from(body!, 'latin1')
    const content = (dictionary!.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1')
    for (const [, hex, literal] of content.matchAll(SHOW_TEXT)) {
      const raw = hex !== undefined ? Buffer.from(hex.replace(/\s/g, ''), 'hex') : Buffer.from(unescapeLiteral(literal!), 'latin1')
      lines.push(WIN_ANSI.decode(raw))
    }
  }
  return lines
}
