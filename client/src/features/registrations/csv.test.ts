import { describe, expect, it } from 'vitest'
import type { Registration } from '@site/contracts'
import { buildRegistrationsCsv, csvField, csvFileName, formatRegistrationDate } from './csv'

const row = (overrides: Partial<Registration> = {}): Registration => ({
  id: 1,
  nome: 'José da Conceição',
  email: 'jose@exemplo.org',
  telefone: '+55 (11) 98765-4321',
  titulo: 'Saúde; Bem-estar',
  comoConheceu: 'Televisão',
  criadoEm: '2025-03-04T13:05:00.000Z',
  ...overrides,
})

describe('buildRegistrationsCsv', () => {
  const csv = buildRegistrationsCsv([row(), row({ id: 2, nome: 'Ana "Aninha" Reis', titulo: '' })])

  it('starts with the UTF-8 BOM and the header, separated by ;', () => {
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    expect(csv.slice(1).split('\r\n')[0]).toBe(
      '"Nome";"Email";"Telefone";"Evento";"Como conheceu";"Data de inscrição"',
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
      '"José da Conceição";"jose@exemplo.org";"+55 (11) 98765-4321";"Saúde; Bem-estar";"Televisão";"04/03/2025 10:05"',
    )
    expect(second).toContain('"Ana ""Aninha"" Reis"')
    expect(second).toContain(';"";')
  })

  it('is only the header for no rows', () => {
    expect(buildRegistrationsCsv([])).toBe('\uFEFF"Nome";"Email";"Telefone";"Evento";"Como conheceu";"Data de inscrição"\r\n')
  })

  it('keeps line breaks inside a quoted field', () => {
    expect(csvField('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"')
  })
})

describe('csvField', () => {
  it('neutralises cells Excel would run as formulas, but keeps phone numbers', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"')
    expect(csvField('@SUM(A1)')).toBe('"\'@SUM(A1)"')
    expect(csvField('-2+3')).toBe('"\'-2+3"')
    expect(csvField('+55 11 98765-4321')).toBe('"+55 11 98765-4321"')
  })
})

describe('formatRegistrationDate and csvFileName', () => {
  it('shows Brasília time as dd/mm/aaaa HH:MM and keeps unreadable values', () => {
    expect(formatRegistrationDate('2025-12-31T23:30:00.000Z')).toBe('31/12/2025 20:30')
    expect(formatRegistrationDate('ontem')).toBe('ontem')
  })

  it('names the file inscricoes-YYYY-MM-DD.csv', () => {
    expect(csvFileName(new Date(2025, 0, 9, 15))).toBe('inscricoes-2025-01-09.csv')
  })
})
