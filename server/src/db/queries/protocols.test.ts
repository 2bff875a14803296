import { isoDateInSiteZone, PROTOCOL_PATTERN } from '@site/contracts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, LIMITS_OUT_OF_REACH, type TestApp } from '../../../test/app.ts'
import { attachPdf, DOCUMENT_REQUEST, VOLUNTEER, withFields } from '../../../test/support/submission-fixtures.ts'
import { formatProtocol, nextProtocol } from './protocols.ts'

describe('protocol numbers', () => {
  let t: TestApp
  const year = Number(isoDateInSiteZone().slice(0, 4))
  beforeAll(async () => {
    t = await createTestApp({ env: { ...LIMITS_OUT_OF_REACH, UPLOAD_CONCURRENCY: '20', UPLOAD_PLACES_PER_ADDRESS: '20' }, extra: { mail: { startWorker: false } } })
  })
  beforeEach(async () => {
    await t.prisma.protocolCounter.deleteMany()
    await t.prisma.volunteerApplication.deleteMany()
    await t.prisma.documentRequest.deleteMany()
    await t.prisma.outboxMail.deleteMany()
  })
  afterAll(() => t.close())

  it('formats PREFIX-YEAR-NNNNNN and keeps growing past six digits', () => {
    expect(formatProtocol('VOL', 2026, 123)).toBe('VOL-2026-000123')
    expect(formatProtocol('REQ', 2026, 1_234_567)).toBe('REQ-2026-1234567')
    expect(PROTOCOL_PATTERN.test('INS-2027-000001')).toBe(true)
  })

  it('numbers each prefix and year on its own, starting at 1, with the year of Brasília', async () => {
    // 02:30 UTC on 1 January is still 31 December in Brasília.
    const newYearsEveInBrasilia = new Date(`${year + 5}-01-01T02:30:00Z`)
    const numbers = await t.prisma.$transaction(async (tx) => [
      await nextProtocol(tx, 'VOL'),
      await nextProtocol(tx, 'VOL'),
      await nextProtocol(tx, 'REQ'),
      await nextProtocol(tx, 'VOL', newYearsEveInBrasilia),
    ])
    expect(numbers).toEqual([`VOL-${year}-000001`, `VOL-${year}-000002`, `REQ-${year}-000001`, `VOL-${year + 4}-000001`])
  })

  it('hands out unique, consecutive numbers to transactions running at once, and gives back a rolled-back one', async () => {
    const numbers = await Promise.all(
      Array.from({ length: 25 }, () => t.prisma.$transaction((tx) => nextProtocol(tx, 'INS'))),
    )
    expect(new Set(numbers).size).toBe(25)
    expect(numbers.map((number) => Number(number.slice(-6))).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, index) => index + 1),
    )
    await expect(
      t.prisma.$transaction(async (tx) => {
        await nextProtocol(tx, 'INS')
        throw new Error('submission failed')
      }),
    ).rejects.toThrow('submission failed')
    expect(await t.prisma.$transaction((tx) => nextProtocol(tx, 'INS'))).toBe(`INS-${year}-000026`)
  })

  it('answers each of many parallel submissions with its own protocol, stored with the record and in the confirmation', async () => {
    const volunteers = Array.from({ length: 6 }, (_, index) =>
      attachPdf(withFields(t.request.post('/enviar-voluntariado'), { ...VOLUNTEER, email: `v${index}@example.com` }), 'termoAdesao', 't.pdf'),
    )
    const requests = Array.from({ length: 6 }, (_, index) =>
      attachPdf(
        attachPdf(withFields(t.request.post('/enviar-requerimento'), { ...DOCUMENT_REQUEST, email: `r${index}@example.com` }), 'rg', 'rg.pdf'),
        'certidao',
        'c.pdf',
      ),
    )
    const answers = await Promise.all([...volunteers, ...requests])
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(201))
    const protocols = answers.map((answer) => answer.body.protocolo as string)
    expect(new Set(protocols).size).toBe(12)
    expect(protocols.slice(0, 6).every((p) => p.startsWith(`VOL-${year}-`))).toBe(true)
    expect(protocols.slice(6).every((p) => p.startsWith(`REQ-${year}-`))).toBe(true)

    const stored = await t.prisma.documentRequest.findMany({ select: { email: true, protocolo: true } })
    for (const [index, answer] of answers.slice(6).entries()) {
      expect(stored.find((row) => row.email === `r${index}@example.com`)?.protocolo).toBe(answer.body.protocolo)
    }
    const confirmations = await t.prisma.outboxMail.findMany({ where: { to: { in: ['v0@example.com', 'r0@example.com'] } } })
    expect(confirmations).toHaveLength(2)
    for (const mail of confirmations) {
      const answer = answers[mail.to === 'v0@example.com' ? 0 : 6]!
      expect(mail.text).toContain(`Protocolo: ${answer.body.protocolo}`)
    }
  })
})
