import { messages, type Certificate } from '@site/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { toColumns } from './service.ts'

const manage = messages.certificateManagement

let t: TestApp
let token: string

const people = [
  ['ZED00001', 'Álvaro Ramos', 'Redação Oficial', 12],
  ['ABC00002', 'bruna Lima', 'Educação Financeira', 40],
  ['MID00003', 'Carla Souza', 'Redação Oficial', 8],
  ['XYZ00004', 'Alberto Dias', 'Informática 50%_off', 20],
] as const

beforeAll(async () => {
  t = await createTestApp()
  token = await t.adminToken()
  await t.prisma.certificate.deleteMany()
  let second = 0
  for (const [codigo, nome, curso, horas] of people) {
    second += 1
    await t.prisma.certificate.create({
      data: { ...toColumns({ codigo, nome, curso, horas, link: 'https://example.org/x.pdf' }), createdAt: new Date(`2026-01-01T00:00:0${second}Z`) },
    })
  }
})
afterAll(() => t.close())

const list = (query: string) => t.request.get(`/certificados?${query}`).set('Authorization', token)
const codes = (body: { itens: Certificate[] }) => body.itens.map((item) => item.codigo)

describe('GET /certificados (admin)', () => {
  it('answers the newest first by default, a page at a time, with the total', async () => {
    const first = await list('porPagina=3')
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ total: 4, pagina: 1, porPagina: 3 })
    expect(codes(first.body)).toEqual(['XYZ00004', 'MID00003', 'ABC00002'])
    const second = await list('porPagina=3&pagina=2')
    expect(codes(second.body)).toEqual(['ZED00001'])
    expect((await list('porPagina=3&pagina=9')).body).toMatchObject({ itens: [], total: 4 })
  })

  it('sorts by name ignoring case and accents, both ways', async () => {
    expect(codes((await list('ordem=nome&direcao=asc')).body)).toEqual(['XYZ00004', 'ZED00001', 'ABC00002', 'MID00003'])
    expect(codes((await list('ordem=nome&direcao=desc')).body)).toEqual(['MID00003', 'ABC00002', 'ZED00001', 'XYZ00004'])
  })

  it('sorts by course, code and hours', async () => {
    expect(codes((await list('ordem=curso&direcao=asc')).body)).toEqual(['ABC00002', 'XYZ00004', 'ZED00001', 'MID00003'])
    expect(codes((await list('ordem=codigo&direcao=asc')).body)).toEqual(['ABC00002', 'MID00003', 'XYZ00004', 'ZED00001'])
    expect(codes((await list('ordem=horas&direcao=desc')).body)).toEqual(['ABC00002', 'XYZ00004', 'ZED00001', 'MID00003'])
  })

  it('searches name, course and code, ignoring case and accents, and counts only the matches', async () => {
    const byName = await list('busca=ALVARO')
    expect(codes(byName.body)).toEqual(['ZED00001'])
    expect(byName.body.total).toBe(1)
    expect(codes((await list(`busca=${encodeURIComponent('redacao')}`)).body)).toEqual(['MID00003', 'ZED00001'])
    expect(codes((await list('busca=abc0')).body)).toEqual(['ABC00002'])
  })

  it('takes % and _ in the search as plain characters', async () => {
    expect(codes((await list(`busca=${encodeURIComponent('50%_')}`)).body)).toEqual(['XYZ00004'])
    expect((await list(`busca=${encodeURIComponent('%')}`)).body.total).toBe(1)
  })

  it.each([
    ['pagina=0', manage.invalidPage],
    ['pagina=abc', manage.invalidPage],
    ['porPagina=101', manage.invalidPage],
    ['ordem=senha', manage.invalidSort],
    ['direcao=cima', manage.invalidSort],
    [`busca=${'a'.repeat(201)}`, manage.searchTooLong],
  ])('answers 400 for %s with its message', async (query, message) => {
    const response = await list(query)
    expect(response.status).toBe(400)
    expect(response.body.mensagem).toBe(message)
  })

  it('answers 401 without a token', async () => {
    expect((await t.request.get('/certificados')).status).toBe(401)
  })
})

describe('GET /certificados/exportacao (admin)', () => {
  it('exports every match of the search as CSV, formulas neutralised', async () => {
    await t.prisma.certificate.update({ where: { codeKey: 'mid00003' }, data: { nome: '=HYPERLINK("x")' } })
    const response = await t.request.get('/certificados/exportacao?busca=redacao&ordem=codigo&direcao=asc').set('Authorization', token)
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="certificados-\d{4}-\d{2}-\d{2}\.csv"$/)
    const lines = response.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n')
    expect(lines[0]).toBe(manage.csvHeader.map((name) => `"${name}"`).join(';'))
    expect(lines).toHaveLength(3)
    expect(lines[1]).toMatch(/^"MID00003";"'=HYPERLINK\(""x""\)";"Redação Oficial";"8";"Válido";"";"\d{2}\/\d{2}\/\d{4}";/)
    expect(lines[2]).toMatch(/^"ZED00001";"Álvaro Ramos";/)
  })
})
