import { VOLUNTEER_TERM_PDF_PATH } from '@site/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { pdfTextLines } from '../../../test/support/pdf-text.ts'
import { TERM_CLAUSES, TERM_FIELDS, TERM_SIGNATURES, TERM_TITLE } from './term-text.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ extra: { mail: { startWorker: false } } })
})
afterAll(() => t.close())

const download = () => t.request.get(VOLUNTEER_TERM_PDF_PATH).buffer(true).parse((response, done) => {
  const chunks: Buffer[] = []
  response.on('data', (chunk: Buffer) => chunks.push(chunk))
  response.on('end', () => done(null, Buffer.concat(chunks)))
})

describe(`GET ${VOLUNTEER_TERM_PDF_PATH} (public)`, () => {
  it('answers a PDF to download, without a token', async () => {
    const response = await download()
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toBe('attachment; filename="termo-de-adesao.pdf"')
    expect((response.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('carries the agreement with its Portuguese accents, the fields to fill in and the signature lines', async () => {
    const lines = pdfTextLines((await download()).body as Buffer)
    const text = lines.join(' ')
    expect(lines).toContain(TERM_TITLE)
    expect(text).toContain('Lei nº 9.608, de 18 de fevereiro de 1998')
    expect(text).toContain('Lei Geral de Proteção de Dados Pessoais')
    for (const field of TERM_FIELDS) expect(lines).toContain(`${field}:`)
    expect(lines).toContain('Local e data:')
    for (const [index, clause] of TERM_CLAUSES.entries()) expect(lines).toContain(`${index + 1}. ${clause.heading}`)
    for (const caption of TERM_SIGNATURES) expect(lines).toContain(caption)
    expect(text).toMatch(/voluntário.*não é pago e não cria vínculo de emprego/)
  })

  it('serves the same document on every download', async () => {
    const [first, second] = await Promise.all([download(), download()])
    expect(Buffer.compare(first.body as Buffer, second.body as Buffer)).toBe(0)
  })
})
