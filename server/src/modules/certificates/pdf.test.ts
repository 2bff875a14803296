import { messages, siteDateText } from '@site/contracts'
import { describe, expect, it } from 'vitest'
import { pdfQrCode, pdfTextLines } from '../../../test/support/pdf.ts'
import { buildCertificatePdf } from './pdf.ts'

const text = messages.certificateManagement

const data = {
  issuer: 'Fundação Municipal de Educação',
  kind: null,
  eventDate: null,
  codigo: 'AB12CD34',
  nome: 'Conceição Araújo Gonçalves',
  curso: 'Educação Financeira e Cidadania',
  horas: 40,
  issuedAt: new Date('2026-03-05T15:00:00Z'),
  validationUrl: 'https://fundacao.example.org/validador/AB12CD34',
}

describe('buildCertificatePdf', () => {
  it('shows holder, course, hours, date and code, with Portuguese accents intact', async () => {
    const lines = await pdfTextLines(await buildCertificatePdf(data))
    expect(lines).toEqual(
      expect.arrayContaining([
        'FUNDAÇÃO MUNICIPAL DE EDUCAÇÃO',
        data.nome,
        data.curso,
        `${text.pdfWorkload} 40 horas.`,
        `${text.pdfIssuedOn} ${siteDateText(data.issuedAt)}`,
        `${text.pdfCode}: AB12CD34`,
        data.validationUrl,
      ]),
    )
  })

  it('holds a QR code that decodes to the validator deep link', async () => {
    expect(await pdfQrCode(await buildCertificatePdf(data))).toBe(data.validationUrl)
  })

  it('draws characters the PDF font lacks as "?" instead of failing', async () => {
    const lines = await pdfTextLines(await buildCertificatePdf({ ...data, nome: 'Zoë 李 😀 Souza' }))
    expect(lines).toContain('Zoë ? ? Souza')
  })
})
