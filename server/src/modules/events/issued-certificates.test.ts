import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { certificateCodeKey } from '../../db/keys.ts'
import { insertIssuedCertificates } from './issued-certificates.ts'

// Drawn letters by index into the code alphabet: 0 is A, 1 is B, 2 is C.
const draws: number[] = []
vi.mock('node:crypto', async (original) => ({
  ...(await original<typeof import('node:crypto')>()),
  randomInt: () => draws.shift() ?? 0,
}))

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const entry = (nome: string) => ({ nome, curso: 'Oficina', horas: 3, kind: 'conclusao' as const, eventDate: new Date('2026-11-20T00:00:00Z') })

describe('insertIssuedCertificates', () => {
  it('draws again for a code already taken (any case), without failing the transaction, and keeps the order', async () => {
    await t.prisma.certificate.create({
      data: { codigo: 'aaaaaaaa', codeKey: certificateCodeKey('aaaaaaaa'), nome: 'Antiga', curso: 'X', horas: 1, link: 'https://x.example' },
    })
    // First draw: AAAAAAAA (taken) and BBBBBBBB; second draw, for the first entry only: CCCCCCCC.
    draws.push(...Array<number>(8).fill(0), ...Array<number>(8).fill(1), ...Array<number>(8).fill(2))
    const issued = await t.prisma.$transaction((tx) => insertIssuedCertificates(tx, [entry('Primeira'), entry('Segunda')]))
    expect(issued.map((row) => row.codigo)).toEqual(['CCCCCCCC', 'BBBBBBBB'])
    const rows = await t.prisma.certificate.findMany({ where: { id: { in: issued.map((row) => row.id) } }, orderBy: { nome: 'asc' } })
    expect(rows).toEqual([
      expect.objectContaining({ nome: 'Primeira', codigo: 'CCCCCCCC', codeKey: 'cccccccc', horas: 3, link: '', kind: 'conclusao' }),
      expect.objectContaining({ nome: 'Segunda', codigo: 'BBBBBBBB', codeKey: 'bbbbbbbb' }),
    ])
  })
})
