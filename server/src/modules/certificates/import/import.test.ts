import { MAX_IMPORT_BYTES, MAX_IMPORT_LINES, messages } from '@site/contracts'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import type { TestApp } from '../../../../test/app.ts'
import { withCertificateApp } from '../../../../test/support/certificates.ts'
import { publicOrigin } from '../../../config/env.ts'

const msg = messages.certificates
const manage = messages.certificateManagement

let t: TestApp
let token: string
withCertificateApp((app, bearer) => {
  t = app
  token = bearer
})

const send = (path: string, file: string | Buffer, type = 'application/octet-stream') =>
  t.request.post(path).set('Authorization', token).set('Content-Type', type).send(Buffer.from(file))
const preview = (file: string | Buffer) => send('/certificados/importacao/previa', file)
const importFile = (file: string | Buffer) => send('/certificados/importacao', file)

const STORED = { nome: 'Já Cadastrada', curso: 'Curso', horas: 10, codigo: 'EXISTE01', link: 'https://example.org/e.pdf' }

/** Line 2 valid; 3 no name; 4 bad hours; 5 repeats line 2's code; 6 code already stored; 7 no code (generated). */
const MIXED_CSV = [
  'Nome;Curso;Horas;Código',
  'Conceição Araújo;"Redação; Oficial";20;NOVO0001',
  ';Redação Oficial;20;NOVO0002',
  'Pedro Lima;Redação Oficial;vinte;NOVO0003',
  'Rita Alves;Redação Oficial;8;novo0001',
  'Rui Costa;Redação Oficial;8;existe01',
  'Sem Código;Oficina;4;',
  '',
].join('\r\n')

describe('POST /certificados/importacao/previa (admin)', () => {
  it('lists each line with its errors: missing fields, bad hours, codes repeated in the file or stored', async () => {
    await t.request.post('/certificado').set('Authorization', token).send(STORED).expect(201)
    const response = await preview(MIXED_CSV)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      total: 6,
      validas: 2,
      erros: [
        { linha: 3, problemas: [{ coluna: 'Nome', mensagem: msg.nameRequired }] },
        { linha: 4, problemas: [{ coluna: 'Horas', mensagem: messages.common.invalidNumber }] },
        { linha: 5, problemas: [{ coluna: 'Código', mensagem: manage.importDuplicateInFile }] },
        { linha: 6, problemas: [{ coluna: 'Código', mensagem: manage.importDuplicateInDatabase }] },
      ],
      duplicados: [],
      amostra: [
        { linha: 2, nome: 'Conceição Araújo', curso: 'Redação; Oficial', horas: 20, codigo: 'NOVO0001' },
        { linha: 7, nome: 'Sem Código', curso: 'Oficina', horas: 4, codigo: null },
      ],
    })
    expect(await t.prisma.certificate.count()).toBe(1)
  })

  it('warns of lines already issued (the same file again) and of lines repeated in the file, without refusing them', async () => {
    const file = ['nome;curso;horas', 'Ana Souza;Informática;12', 'Bia Reis;Informática;12', 'ANA SOUZA;informatica;12', ''].join('\r\n')
    const first = await preview(file)
    expect(first.body).toMatchObject({ validas: 3, duplicados: [{ linha: 4, mensagem: manage.importRepeatsLine(2) }] })
    await importFile(file).expect(201)
    const codes = await t.prisma.certificate.findMany({ select: { nome: true, codigo: true } })
    const anaCodes = codes.filter((row) => row.nome !== 'Bia Reis').map((row) => row.codigo)

    const again = await preview(file)
    expect(again.status).toBe(200)
    expect(again.body.validas).toBe(3)
    expect(again.body.duplicados).toHaveLength(3)
    const [ana, bia, anaAgain] = again.body.duplicados as { linha: number; mensagem: string }[]
    expect(ana!.linha).toBe(2)
    expect(anaCodes.map((codigo) => manage.importAlreadyIssued(codigo))).toContain(ana!.mensagem)
    expect(bia).toEqual({ linha: 3, mensagem: manage.importAlreadyIssued(codes.find((row) => row.nome === 'Bia Reis')!.codigo) })
    expect(anaAgain!.linha).toBe(4)
    // Other hours are another certificate: no warning.
    expect((await preview('nome;curso;horas\r\nAna Souza;Informática;40\r\n')).body.duplicados).toEqual([])
  })

  it('reads an XLSX file the same way', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Certificados')
    sheet.addRows([
      ['nome', 'curso', 'horas'],
      ['Ana Souza', 'Informática', 12],
      ['Bia Reis', 'Informática', 0],
    ])
    const response = await preview(Buffer.from(await workbook.xlsx.writeBuffer()))
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      total: 2,
      validas: 1,
      erros: [{ linha: 3, problemas: [{ coluna: 'horas', mensagem: messages.common.invalidNumber }] }],
      amostra: [{ linha: 2, nome: 'Ana Souza', curso: 'Informática', horas: 12, codigo: null }],
    })
  })

  it('names each column at fault, as the header names it, when a line has several errors', async () => {
    const response = await preview('NOME;Carga horária;Curso\r\n;abc;Oficina\r\n')
    expect(response.body.erros).toEqual([
      {
        linha: 2,
        problemas: [
          { coluna: 'NOME', mensagem: msg.nameRequired },
          { coluna: 'Carga horária', mensagem: messages.common.invalidNumber },
        ],
      },
    ])
  })

  it('reads a CSV saved by older Excel (Windows-1252, comma separated)', async () => {
    const response = await preview(Buffer.from('nome,curso,horas\r\nJoão,Gestão,5\r\n', 'latin1'))
    expect(response.body.amostra).toEqual([{ linha: 2, nome: 'João', curso: 'Gestão', horas: 5, codigo: null }])
  })

  it.each([
    ['no required columns', 'nome;horas\r\nAna;3\r\n', manage.importMissingColumns],
    ['only a header', 'nome;curso;horas\r\n\r\n', manage.importEmpty],
    ['a quote left open', 'nome;curso;horas\r\n"Ana;Curso;3\r\n', manage.importUnreadable],
    ['a broken XLSX', Buffer.from('PK\u0003\u0004broken'), manage.importUnreadable],
  ])('answers 400 for %s', async (_case, file, message) => {
    const response = await preview(file)
    expect(response.status).toBe(400)
    expect(response.body.mensagem).toBe(message)
  })

  it('answers 400 over the line limit and 413 over the size limit', async () => {
    const lines = Array.from({ length: MAX_IMPORT_LINES + 1 }, (_, index) => `P${index};C;1`)
    const tooMany = await preview(['nome;curso;horas', ...lines].join('\n'))
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.mensagem).toBe(manage.importTooManyLines)

    const tooLarge = await preview(Buffer.alloc(MAX_IMPORT_BYTES + 1, 'a'))
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.body.mensagem).toBe(manage.importTooLarge)
  })

  it('answers 400 without a file, 415 for a JSON body, 401 without a token', async () => {
    const empty = await t.request.post('/certificados/importacao/previa').set('Authorization', token).set('Content-Type', 'application/octet-stream')
    expect(empty.status).toBe(400)
    expect(empty.body.mensagem).toBe(manage.importFileRequired)
    const json = await t.request.post('/certificados/importacao/previa').set('Authorization', token).send({ nome: 'x' })
    expect(json.status).toBe(415)
    expect((await t.request.post('/certificados/importacao/previa').send(Buffer.from(MIXED_CSV))).status).toBe(401)
  })
})

describe('POST /certificados/importacao (admin)', () => {
  it('stores the valid lines, generating missing codes and linking each to its own PDF', async () => {
    await t.request.post('/certificado').set('Authorization', token).send(STORED).expect(201)
    const response = await importFile(MIXED_CSV)
    expect(response.status).toBe(201)
    expect(response.body).toEqual({ importados: 2 })

    const imported = await t.prisma.certificate.findMany({ where: { NOT: { codigo: 'EXISTE01' } }, orderBy: { nome: 'asc' } })
    expect(imported.map(({ nome, curso, horas }) => ({ nome, curso, horas }))).toEqual([
      { nome: 'Conceição Araújo', curso: 'Redação; Oficial', horas: 20 },
      { nome: 'Sem Código', curso: 'Oficina', horas: 4 },
    ])
    const generated = imported[1]!
    expect(generated.codigo).toMatch(/^[A-HJKMNP-Z2-9]{8}$/)
    const lookup = (await t.request.get(`/certificado/${generated.codigo}`)).body
    expect(lookup.nome).toBe('Sem Código')
    expect(lookup.link).toBe(`${publicOrigin(t.config)}/certificado/${generated.codigo}/pdf`)
    expect((await t.request.get('/certificados?busca=conceicao').set('Authorization', token)).body.total).toBe(1)
  })

  it('agrees with the preview: a line with a NUL character is reported by line and column, the others are stored', async () => {
    const file = 'nome;curso;horas\r\nAna\u0000Souza;Oficina;3\r\nBia Reis;Oficina;4\r\nCaio;Ofi\u0007cina;5\r\n'
    const checked = await preview(file)
    expect(checked.status).toBe(200)
    expect(checked.body).toMatchObject({
      total: 3,
      validas: 1,
      erros: [
        { linha: 2, problemas: [{ coluna: 'nome', mensagem: manage.importControlCharacters }] },
        { linha: 4, problemas: [{ coluna: 'curso', mensagem: manage.importControlCharacters }] },
      ],
    })

    const response = await importFile(file)
    expect(response.status).toBe(201)
    expect(response.body).toEqual({ importados: 1 })
    expect((await t.prisma.certificate.findMany()).map(({ nome }) => nome)).toEqual(['Bia Reis'])
  })

  it('answers 400 and stores nothing when no line is valid', async () => {
    const response = await importFile('nome;curso;horas\r\n;;\r\nAna;;3\r\n')
    expect(response.status).toBe(400)
    expect(response.body.mensagem).toBe(manage.importNothingValid)
    expect(await t.prisma.certificate.count()).toBe(0)
  })

  it('stores all lines or none: a failure on the last of 1,001 lines (a second INSERT) leaves the database as it was', async () => {
    await t.prisma.$executeRawUnsafe(`
      CREATE OR REPLACE FUNCTION fail_on_marker() RETURNS trigger AS $$
      BEGIN IF NEW."nome" = 'Falha Proposital' THEN RAISE EXCEPTION 'falha de teste'; END IF; RETURN NEW; END $$
      LANGUAGE plpgsql`)
    await t.prisma.$executeRawUnsafe(
      `CREATE TRIGGER fail_on_marker BEFORE INSERT ON "Certificate" FOR EACH ROW EXECUTE FUNCTION fail_on_marker()`,
    )
    try {
      const lines = Array.from({ length: 1000 }, (_, index) => `Pessoa ${index};Curso;3`)
      const response = await importFile(['nome;curso;horas', ...lines, 'Falha Proposital;Curso;5'].join('\r\n'))
      expect(response.status).toBe(500)
      expect(await t.prisma.certificate.count()).toBe(0)
    } finally {
      await t.prisma.$executeRawUnsafe('DROP TRIGGER fail_on_marker ON "Certificate"')
    }
  })
})
