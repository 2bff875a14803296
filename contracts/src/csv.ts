/** CSV as Brazilian Excel opens it: UTF-8 with BOM, ';' between fields, every field quoted, CRLF line ends. */
const BOM = '\uFEFF'
const SEPARATOR = ';'
const LINE_END = '\r\n'

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

/** The whole file: the header line, then one line per row. */
export function buildCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvField).join(SEPARATOR))
  return `${BOM}${lines.join(LINE_END)}${LINE_END}`
}
