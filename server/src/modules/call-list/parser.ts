import { z } from 'zod'

/** The body is not a spreadsheet query answer we can read. The message never quotes the body. */
export class CallListFormatError extends Error {
  constructor(reason: string) {
    super(`call list source: ${reason}`)
    this.name = 'CallListFormatError'
  }
}

const cellSchema = z
  .object({ v: z.unknown().optional(), f: z.string().nullable().optional() })
  .nullable()

const responseSchema = z.object({
  status: z.string().optional(),
  table: z.object({
    cols: z.array(z.object({ id: z.string().optional(), label: z.string().nullable().optional() })),
    rows: z.array(z.object({ c: z.array(cellSchema).nullable().optional() }).nullable()),
  }),
})

/** A comment line such as `/*O_o*\/`, then `google.visualization.Query.setResponse(` JSON `);`. */
const WRAPPER = /^(?:\/\*[\s\S]*?\*\/\s*)?google\.visualization\.Query\.setResponse\(([\s\S]*)\);?$/

export interface ParsedCallList {
  columns: string[]
  rows: Record<string, string>[]
}

/** The spreadsheet service writes dates as the text `Date(2025,2,10)` (months from 0) when no `f` comes with them. */
const GVIZ_DATE = /^Date\((\d{4}),(\d{1,2}),(\d{1,2})(?:,(\d{1,2}),(\d{1,2})(?:,(\d{1,2}))?)?\)$/

function dateText(match: RegExpMatchArray): string {
  const [, year, month, day, hours, minutes] = match
  const two = (value: string | number) => String(value).padStart(2, '0')
  const date = `${two(Number(day))}/${two(Number(month) + 1)}/${year}`
  return hours === undefined ? date : `${date} ${two(hours)}:${two(minutes ?? 0)}`
}

/** The text a cell shows: the formatted value when present, else the raw value; an empty cell is ''. */
export function cellText(cell: z.infer<typeof cellSchema> | undefined): string {
  if (!cell) return ''
  if (typeof cell.f === 'string') return cell.f.trim()
  const { v } = cell
  if (v === null || v === undefined) return ''
  if (typeof v === 'string') {
    const date = v.match(GVIZ_DATE)
    return date ? dateText(date) : v.trim()
  }
  if (typeof v === 'number' || typeof v === 'boolean') return String(v)
  return ''
}

/** Column i is named by its label; blank labels fall back to the column id, repeated names get a suffix. */
function columnNames(cols: { id?: string; label?: string | null }[]): string[] {
  const seen = new Map<string, number>()
  return cols.map((col, index) => {
    const base = col.label?.trim() || col.id?.trim() || `Coluna ${index + 1}`
    const count = (seen.get(base) ?? 0) + 1
    seen.set(base, count)
    return count === 1 ? base : `${base} (${count})`
  })
}

/**
 * Reads the spreadsheet query service's body WITHOUT evaluating it: the callback wrapper is stripped with a fixed
 * pattern and what is inside must be JSON of the expected shape. Anything else (script, HTML login page, error
 * status) throws CallListFormatError. Rows whose cells are all empty are dropped.
 */
export function parseCallList(body: string): ParsedCallList {
  const match = body.trim().match(WRAPPER)
  if (!match?.[1]) throw new CallListFormatError('not a setResponse(...) body')
  let json: unknown
  try {
    json = JSON.parse(match[1])
  } catch {
    throw new CallListFormatError('payload is not JSON')
  }
  const parsed = responseSchema.safeParse(json)
  if (!parsed.success) throw new CallListFormatError('unexpected JSON shape')
  if (parsed.data.status && parsed.data.status !== 'ok' && parsed.data.status !== 'warning') {
    throw new CallListFormatError(`status ${parsed.data.status.slice(0, 20)}`)
  }
  const { cols } = parsed.data.table
  let cells = parsed.data.table.rows.map((row) => cols.map((_, index) => cellText(row?.c?.[index])))
  let labels = cols.map((col) => col.label?.trim() ?? '')
  // A sheet whose header row was not detected comes with blank labels and the header as its first row.
  if (labels.every((label) => label === '') && cells.length > 0) {
    labels = cells[0]!
    cells = cells.slice(1)
  }
  const columns = columnNames(cols.map((col, index) => ({ id: col.id, label: labels[index] })))
  const rows = cells
    .filter((texts) => texts.some((text) => text !== ''))
    // fromEntries defines own properties, so a column called "__proto__" cannot touch a prototype.
    .map((texts) => Object.fromEntries(columns.map((column, index) => [column, texts[index] ?? ''])))
  return { columns, rows }
}
