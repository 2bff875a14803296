/**
 * A CSV reader for the spreadsheets staff export (RFC 4180): quoted fields may hold the separator, doubled quotes
 * and line breaks. The separator is the one the header line uses most (';' from Brazilian Excel, ',' or tab).
 */

const SEPARATORS = [';', ',', '\t'] as const

/** The separator found most often outside quotes in the first line. */
export function detectSeparator(text: string): string {
  const counts = new Map<string, number>(SEPARATORS.map((separator) => [separator, 0]))
  let quoted = false
  for (const character of text) {
    if (character === '"') quoted = !quoted
    else if (!quoted && (character === '\n' || character === '\r')) break
    else if (!quoted && counts.has(character)) counts.set(character, counts.get(character)! + 1)
  }
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best), [',', 0])[0]
}

export class CsvSyntaxError extends Error {}

/** The rows of the text, each a list of fields; a quote left open throws CsvSyntaxError. */
export function parseCsv(text: string, separator = detectSeparator(text)): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  let index = 0
  const endField = () => {
    row.push(field)
    field = ''
  }
  const endRow = () => {
    endField()
    rows.push(row)
    row = []
  }
  while (index < text.length) {
    const character = text[index]!
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"'
        index += 1
      } else if (character === '"') quoted = false
      else field += character
    } else if (character === '"' && field === '') quoted = true
    else if (character === separator) endField()
    else if (character === '\r' || character === '\n') {
      if (character === '\r' && text[index + 1] === '\n') index += 1
      endRow()
    } else field += character
    index += 1
  }
  if (quoted) throw new CsvSyntaxError('unterminated quote')
  if (field !== '' || row.length > 0) endRow()
  return rows
}
