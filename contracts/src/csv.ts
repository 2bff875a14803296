/**
 * Spreadsheets run a cell that starts with = + - @ (or their fullwidth forms, which some locales accept), also
 * after leading spaces, or that starts with a tab or carriage return, as a formula (CSV injection). Even "-1-1" or a
 * phone number "+55 11 ..." is computed, so every such cell is neutralised.
 */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/

/** Quotes every field, doubling inner quotes; a cell that could start a formula gets a leading apostrophe. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

/** What Brazilian Excel opens directly: UTF-8 with BOM, ';' between fields, CRLF line ends. */
export const CSV_FORMAT = { bom: '\uFEFF', separator: ';', lineEnd: '\r\n' } as const

/** The CSV text of a header and rows, every field through csvField. */
export function buildCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (fields: readonly string[]) => fields.map(csvField).join(CSV_FORMAT.separator)
  return `${CSV_FORMAT.bom}${[line(header), ...rows.map(line)].join(CSV_FORMAT.lineEnd)}${CSV_FORMAT.lineEnd}`
}
