import { certificateCodeKey } from '../keys.ts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { connectTestDatabase } from '../../../test/database.ts'
import { useTimeZone } from '../../../test/support/time-zone.ts'

let db: Awaited<ReturnType<typeof connectTestDatabase>>
beforeAll(async () => {
  db = await connectTestDatabase()
})
beforeEach(() => db.prisma.certificate.deleteMany())
afterAll(() => db.prisma.$disconnect())

const certificate = (codigo: string, createdAt: string) => ({
  codigo,
  codeKey: certificateCodeKey(codigo),
  nome: `Pessoa ${codigo}`,
  curso: 'Curso de Teste',
  horas: 20,
  link: `https://example.com/${codigo}.pdf`,
  createdAt: new Date(createdAt),
})

describe('certificates.findByCodeKey', () => {
  it('gives the public columns of the certificate stored under the key', async () => {
    const cancelled = { ...certificate('Cert-01', '2025-03-01T12:00:00Z'), status: 'Cancelado' }
    await db.prisma.certificate.create({ data: cancelled })

    expect(await db.queries.certificates.findByCodeKey(certificateCodeKey('  cert-01 '))).toEqual({
      codigo: 'Cert-01',
      nome: 'Pessoa Cert-01',
      curso: 'Curso de Teste',
      horas: 20,
      link: 'https://example.com/Cert-01.pdf',
      status: 'Cancelado',
      revokedAt: null,
    })
  })

  it('gives nothing for a key no certificate has', async () => {
    await db.prisma.certificate.create({ data: certificate('Cert-01', '2025-03-01T12:00:00Z') })

    expect(await db.queries.certificates.findByCodeKey(certificateCodeKey('Cert-02'))).toBeUndefined()
  })
})

/** Every batch of the whole list, in order. */
async function batchesOf(size: number) {
  const batches = []
  for await (const batch of db.queries.certificates.newestFirstBatches(size)) batches.push(batch)
  return batches
}

describe('certificates.newestFirstBatches', () => {
  // Away from UTC, a timestamp read without its zone would come back shifted by the offset.
  useTimeZone('America/Sao_Paulo')

  it('gives an empty list when there is no certificate', async () => {
    expect(await batchesOf(10)).toEqual([])
  })

  it('lists every certificate newest first (on equal times, the later created first), with its instant', async () => {
    for (const [codigo, createdAt] of [
      ['antigo', '2024-12-31T23:30:00.125Z'],
      ['empate-1', '2025-06-01T10:00:00.000Z'],
      ['empate-2', '2025-06-01T10:00:00.000Z'],
      ['novo', '2025-07-15T03:00:00.000Z'],
    ] as const) {
      await db.prisma.certificate.create({ data: certificate(codigo, createdAt) })
    }

    // Two at a time: the two certificates of one instant fall on either side of a batch's end.
    const batches = await batchesOf(2)

    expect(batches.map((batch) => batch.length)).toEqual([2, 2])
    const rows = batches.flat()
    expect(rows.map((row) => [row.codigo, row.createdAt.toISOString()])).toEqual([
      ['novo', '2025-07-15T03:00:00.000Z'],
      ['empate-2', '2025-06-01T10:00:00.000Z'],
      ['empate-1', '2025-06-01T10:00:00.000Z'],
      ['antigo', '2024-12-31T23:30:00.125Z'],
    ])
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'codigo',
      'createdAt',
      'curso',
      'horas',
      'link',
      'nome',
      'revocationReason',
      'revokedAt',
      'status',
    ])
  })
})

describe('certificates.page total without a search', () => {
  const firstPage = { nameSearch: '', codeSearch: '', sort: 'criadoEm', descending: true, limit: 10, offset: 0 } as const
  const keptTotal = async () => (await db.queries.certificates.page(firstPage)).total
  const counted = () => db.prisma.certificate.count()
  const batch = (prefix: string, size: number) =>
    Array.from({ length: size }, (_, index) => certificate(`${prefix}-${index}`, '2025-03-01T12:00:00Z'))

  it('follows single and batch inserts, deletes and emptying the table, as an exact count', async () => {
    expect(await keptTotal()).toBe(0)
    await db.prisma.certificate.create({ data: certificate('um', '2025-03-01T12:00:00Z') })
    await db.prisma.certificate.createMany({ data: batch('lote', 250) })
    expect(await keptTotal()).toBe(251)
    await db.prisma.certificate.deleteMany({ where: { codigo: { startsWith: 'lote-1' } } })
    expect(await keptTotal()).toBe(await counted())
    expect(await keptTotal()).toBe(140)
    await db.prisma.$executeRaw`TRUNCATE "Certificate" CASCADE`
    expect(await keptTotal()).toBe(0)
  })

  it('stays exact under simultaneous inserts and deletes, and when a transaction rolls back', async () => {
    await db.prisma.certificate.createMany({ data: batch('base', 40) })
    await Promise.all([
      ...Array.from({ length: 8 }, (_, round) => db.prisma.certificate.createMany({ data: batch(`par-${round}`, 25) })),
      db.prisma.certificate.deleteMany({ where: { codigo: { startsWith: 'base-1' } } }),
      db.prisma
        .$transaction(async (tx) => {
          await tx.certificate.createMany({ data: batch('desfeito', 30) })
          throw new Error('rolled back')
        })
        .catch(() => undefined),
    ])
    expect(await keptTotal()).toBe(await counted())
    expect(await keptTotal()).toBe(40 - 11 + 8 * 25)
  })

  it('counts the search itself when there is one', async () => {
    await db.prisma.certificate.createMany({ data: batch('lote', 12) })
    const searched = await db.queries.certificates.page({ ...firstPage, nameSearch: 'pessoa lote-1', codeSearch: 'lote-1' })
    expect(searched.total).toBe(3)
  })
})

