import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CallListFormatError, parseCallList } from './parser.ts'
import { SAMPLE_CALL_LIST_PATH } from './service.ts'

const wrap = (json: unknown) => `/*O_o*/\ngoogle.visualization.Query.setResponse(${JSON.stringify(json)});`

describe('parseCallList', () => {
  it('reads the shipped sample: columns from the labels, 30 rows keyed by them', () => {
    const list = parseCallList(readFileSync(SAMPLE_CALL_LIST_PATH, 'utf8'))
    expect(list.columns).toEqual(['Nº', 'Nome', 'Turma', 'Local', 'Dia', 'Horário', 'Situação'])
    expect(list.rows).toHaveLength(30)
    expect(list.rows[0]).toEqual({
      'Nº': '1',
      Nome: 'Maria Aparecida Nogueira Prado',
      Turma: 'Turma A',
      Local: 'Centro de Convivência do Idoso',
      Dia: '10/03/2025',
      Horário: '09:00',
      Situação: 'Confirmado',
    })
    // Empty (null) cells become ''.
    expect(list.rows[6]!['Situação']).toBe('')
    expect(list.rows[17]!['Local']).toBe('')
    for (const row of list.rows) expect(Object.keys(row)).toEqual(list.columns)
  })

  it('prefers the formatted value, falls back to the raw one, and reads v-only dates', () => {
    const list = parseCallList(
      wrap({
        status: 'ok',
        table: {
          cols: [{ id: 'A', label: 'Nota' }, { id: 'B', label: '' }, { id: 'C', label: 'Dia' }, { id: 'D', label: 'Nota' }],
          rows: [
            { c: [{ v: 9.5, f: '9,5' }, { v: 'sem rótulo' }, { v: 'Date(2025,0,7)' }, { v: true }] },
            { c: [null, null, null, null] },
            { c: [{ v: 3 }, { v: null }] },
          ],
        },
      }),
    )
    expect(list.columns).toEqual(['Nota', 'B', 'Dia', 'Nota (2)'])
    expect(list.rows).toEqual([
      { Nota: '9,5', B: 'sem rótulo', Dia: '07/01/2025', 'Nota (2)': 'true' },
      { Nota: '3', B: '', Dia: '', 'Nota (2)': '' },
    ])
  })

  it('takes the first row as the header when no column has a label', () => {
    const list = parseCallList(
      wrap({
        table: {
          cols: [{ id: 'A', label: '' }, { id: 'B', label: '' }],
          rows: [{ c: [{ v: 'Nome' }, { v: 'Turma' }] }, { c: [{ v: 'Ana' }, { v: 'Turma A' }] }],
        },
      }),
    )
    expect(list).toEqual({ columns: ['Nome', 'Turma'], rows: [{ Nome: 'Ana', Turma: 'Turma A' }] })
  })

  it('accepts a body without the comment line or the final semicolon', () => {
    const body = `google.visualization.Query.setResponse(${JSON.stringify({ table: { cols: [{ label: 'Nome' }], rows: [{ c: [{ v: 'Ana' }] }] } })})`
    expect(parseCallList(body).rows).toEqual([{ Nome: 'Ana' }])
  })

  it('rejects a body carrying code instead of JSON, without running it', () => {
    const globals = globalThis as { pwned?: boolean }
    const attacks = [
      'google.visualization.Query.setResponse((function(){globalThis.pwned=true;return {table:{cols:[],rows:[]}}})());',
      'globalThis.pwned = true; google.visualization.Query.setResponse({"table":{"cols":[],"rows":[]}});',
      'google.visualization.Query.setResponse({"table":{"cols":[],"rows":[]}}); globalThis.pwned = true;',
      '<!DOCTYPE html><html><body>Entrar na conta</body></html>',
      'alert(1)',
      '',
    ]
    for (const body of attacks) expect(() => parseCallList(body), body).toThrow(CallListFormatError)
    expect(globals.pwned).toBeUndefined()
  })

  it('rejects an error status and an unexpected shape', () => {
    expect(() => parseCallList(wrap({ status: 'error', errors: [{ reason: 'access_denied' }] }))).toThrow(CallListFormatError)
    expect(() => parseCallList(wrap({ status: 'ok', table: { cols: 'x', rows: [] } }))).toThrow(CallListFormatError)
  })

  it('keeps a column named __proto__ as plain data', () => {
    const list = parseCallList(wrap({ table: { cols: [{ label: '__proto__' }], rows: [{ c: [{ v: 'x' }] }] } }))
    expect(Object.getPrototypeOf(list.rows[0])).toBe(Object.prototype)
    expect(Object.keys(list.rows[0]!)).toEqual(['__proto__'])
  })
})
