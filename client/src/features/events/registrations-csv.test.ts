import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { csvField, type Registration } from '@site/contracts'
import { buildRegistrationsCsv, csvFileName } from './registrations-csv'

const row = (overrides: Partial<Registration> = {}): Registration => ({
  id: 1,
  nome: 'José da Conceição',
  email: 'jose@exemplo.org',
  telefone: '+55 (11) 98765-4321',
  titulo: 'Saúde; Bem-estar',
  comoConheceu: 'Televisão',
  criadoEm: '2025-03-04T13:05:00.000Z',
  protocolo: 'INS-2025-000003',
  ...overrides,
})

describe('buildRegistrationsCsv', () => {
  const csv = buildRegistrationsCsv([row(), row({ id: 2, nome: 'Ana "Aninha" Reis', titulo: '', protocolo: null })])

  it('starts with the UTF-8 BOM and the header, separated by ;, the protocol first', () => {
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    expect(csv.slice(1).split('\r\n')[0]).toBe(
      '"Protocolo";"Nome";"Email";"Telefone";"Evento";"Como conheceu";"Data de inscrição"',
    )
  })

  it('ends every line with CRLF, one line per row', () => {
    expect(csv.endsWith('\r\n')).toBe(true)
    expect(csv.split('\r\n')).toHaveLength(4)
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  it('quotes every field, keeps ; inside quotes, doubles inner quotes and keeps accents', () => {
    const [, first, second] = csv.slice(1).split('\r\n')
    expect(first).toBe(
      '"INS-2025-000003";"José da Conceição";"jose@exemplo.org";"\'+55 (11) 98765-4321";"Saúde; Bem-estar";"Televisão";"04/03/2025 10:05"',
    )
    expect(second).toMatch(/^"";"Ana ""Aninha"" Reis"/)
    expect(second).toContain(';"";')
  })

  it('is only the header for no rows', () => {
    expect(buildRegistrationsCsv([])).toBe('\uFEFF"Protocolo";"Nome";"Email";"Telefone";"Evento";"Como conheceu";"Data de inscrição"\r\n')
  })

  it('keeps line breaks inside a quoted field', () => {
    expect(csvField('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"')
  })
})

/** The cells of CSV text as this module writes it: every field quoted, ';' between fields, CRLF between lines. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [[]]
  const pattern = /"((?:[^"]|"")*)"(;|\r\n|$)/y
  let match: RegExpExecArray | null
  while (pattern.lastIndex < text.length && (match = pattern.exec(text))) {
    rows.at(-1)!.push(match[1]!.replace(/""/g, '"'))
    if (match[2] === '\r\n' && pattern.lastIndex < text.length) rows.push([])
  }
  expect(pattern.lastIndex, 'the whole text is quoted fields').toBe(text.length)
  return rows
}

const FORMULA_CHARACTERS = ['=', '+', '-', '@', '\t', '\r']
/** What spreadsheets treat as the start of a formula, leading spaces allowed except before tab and CR. */
const startsFormula = (cell: string) => /^(?:[\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/.test(cell)

const anyText = fc.string({ unit: fc.oneof(fc.constantFrom(...FORMULA_CHARACTERS, '"', ';', '\n', ' ', "'"), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })) })
const formulaText = fc
  .tuple(fc.constantFrom('', ' ', '  ', '\u00a0'), fc.constantFrom(...FORMULA_CHARACTERS, '\uff1d', '\uff0b', '\uff0d', '\uff20'), anyText)
  .filter(([spaces, first]) => spaces === '' || !['\t', '\r'].includes(first))
  .map(([spaces, first, rest]) => `${spaces}${first}${rest}`)

describe('csvField', () => {
  it('neutralises cells a spreadsheet would run as formulas, phone numbers and "-1-1" included', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"')
    expect(csvField('@SUM(A1)')).toBe('"\'@SUM(A1)"')
    expect(csvField('-2+3')).toBe('"\'-2+3"')
    expect(csvField('-1-1')).toBe('"\'-1-1"')
    expect(csvField('+55 11 98765-4321')).toBe('"\'+55 11 98765-4321"')
    expect(csvField('\tcmd')).toBe('"\'\tcmd"')
    expect(csvField('\r=1')).toBe('"\'\r=1"')
  })

  it('prefixes an apostrophe to every cell that starts a formula (property, whole class)', () => {
    fc.assert(
      fc.property(formulaText, (text) => {
        expect(parseCsv(csvField(text))).toEqual([[`'${text}`]])
      }),
      { numRuns: 2000, seed: 20_251_123 },
    )
  })

  it('leaves every other cell exactly as it was, and no cell read back starts a formula (property)', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, formulaText), (text) => {
        const [[cell]] = parseCsv(csvField(text)) as [[string]]
        expect(cell).toBe(startsFormula(text) ? `'${text}` : text)
        expect(startsFormula(cell)).toBe(false)
      }),
      { numRuns: 2000, seed: 20_251_123 },
    )
  })

  it('writes no cell of a whole export that starts a formula, whatever the rows hold (property)', () => {
    const anyRow = fc.record({
      id: fc.nat(),
      nome: fc.oneof(anyText, formulaText),
      email: fc.oneof(anyText, formulaText),
      telefone: fc.oneof(anyText, formulaText),
      titulo: fc.oneof(anyText, formulaText),
      comoConheceu: fc.oneof(anyText, formulaText),
      criadoEm: fc.oneof(anyText, formulaText, fc.date({ noInvalidDate: true }).map((date) => date.toISOString())),
      protocolo: fc.oneof(fc.constant(null), anyText, formulaText),
    })
    fc.assert(
      fc.property(fc.array(anyRow, { maxLength: 5 }), (rows) => {
        const [header, ...cells] = parseCsv(buildRegistrationsCsv(rows).slice(1))
        expect(header).toHaveLength(7)
        expect(cells.filter((line) => line.length > 0)).toHaveLength(rows.length)
        for (const cell of cells.flat()) expect(startsFormula(cell), JSON.stringify(cell)).toBe(false)
      }),
      { numRuns: 500, seed: 20_251_123 },
    )
  })
})

describe('the registration date and the file name', () => {
  const dateCell = (criadoEm: string) => buildRegistrationsCsv([row({ criadoEm })]).slice(1).split('\r\n')[1]!.split(';').at(-1)

  it('writes the registration date in Brasília time as dd/mm/aaaa HH:MM and keeps unreadable values', () => {
    expect(dateCell('2025-12-31T23:30:00.000Z')).toBe('"31/12/2025 20:30"')
    expect(dateCell('ontem')).toBe('"ontem"')
  })

  it('names the file inscricoes-YYYY-MM-DD.csv', () => {
    expect(csvFileName(new Date(2025, 0, 9, 15))).toBe('inscricoes-2025-01-09.csv')
  })
})
