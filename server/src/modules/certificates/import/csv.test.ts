import { describe, expect, it } from 'vitest'
import { CsvSyntaxError, detectSeparator, parseCsv } from './csv.ts'

describe('parseCsv', () => {
  it('reads quoted fields holding separators, doubled quotes and line breaks', () => {
    expect(parseCsv('nome;obs\r\n"Silva; Ana";"diz ""oi""\nlinha 2"\r\n')).toEqual([
      ['nome', 'obs'],
      ['Silva; Ana', 'diz "oi"\nlinha 2'],
    ])
  })

  it('accepts LF, CRLF and CR line ends, a missing last line end and empty fields', () => {
    expect(parseCsv('a,b\nc,\r\n,d\re,f', ',')).toEqual([['a', 'b'], ['c', ''], ['', 'd'], ['e', 'f']])
  })

  it('throws on a quote left open', () => {
    expect(() => parseCsv('a;"b\n')).toThrow(CsvSyntaxError)
  })
})

describe('detectSeparator', () => {
  it.each([
    ['nome;curso;horas', ';'],
    ['nome,curso,horas', ','],
    ['nome\tcurso\thoras', '\t'],
    ['"a;b",c,d\nx;y;z;w', ','],
    ['nome', ','],
  ])('finds the separator of %j', (text, separator) => {
    expect(detectSeparator(text)).toBe(separator)
  })
})
