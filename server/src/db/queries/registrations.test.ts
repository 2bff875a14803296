import { nameKey } from '../keys.ts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { connectTestDatabase } from '../../../test/database.ts'
import { useTimeZone } from '../../../test/support/time-zone.ts'

let db: Awaited<ReturnType<typeof connectTestDatabase>>
beforeAll(async () => {
  db = await connectTestDatabase()
})
beforeEach(() => db.prisma.registration.deleteMany())
afterAll(() => db.prisma.$disconnect())

const registration = (nome: string, createdAt: string) => ({
  titulo: 'Palestra de Teste',
  nome,
  personKey: nameKey(nome),
  email: 'pessoa.teste@example.com',
  telefone: '(12) 90000-0000',
  comoConheceu: 'Instagram',
  createdAt: new Date(createdAt),
})

describe('registrations.listNewestFirst', () => {
  // Away from UTC, a timestamp read without its zone would come back shifted by the offset.
  useTimeZone('America/Sao_Paulo')

  it('gives an empty list when there is no registration', async () => {
    expect(await db.queries.registrations.listNewestFirst()).toEqual([])
  })

  it('lists every registration newest first (on equal times, the later created first), with its instant', async () => {
    const ids: Record<string, number> = {}
    for (const [nome, createdAt] of [
      ['Ana Antiga', '2024-12-31T23:30:00.125Z'],
      ['Bia Empate', '2025-06-01T10:00:00.000Z'],
      ['Caio Empate', '2025-06-01T10:00:00.000Z'],
      ['Duda Nova', '2025-07-15T03:00:00.000Z'],
    ] as const) {
      ids[nome] = (await db.prisma.registration.create({ data: registration(nome, createdAt) })).id
    }

    const rows = await db.queries.registrations.listNewestFirst()

    expect(rows.map((row) => [row.id, row.nome, row.createdAt.toISOString()])).toEqual([
      [ids['Duda Nova'], 'Duda Nova', '2025-07-15T03:00:00.000Z'],
      [ids['Caio Empate'], 'Caio Empate', '2025-06-01T10:00:00.000Z'],
      [ids['Bia Empate'], 'Bia Empate', '2025-06-01T10:00:00.000Z'],
      [ids['Ana Antiga'], 'Ana Antiga', '2024-12-31T23:30:00.125Z'],
    ])
    expect(rows[0]).toEqual({
      id: ids['Duda Nova'],
      nome: 'Duda Nova',
      email: 'pessoa.teste@example.com',
      telefone: '(12) 90000-0000',
      titulo: 'Palestra de Teste',
      comoConheceu: 'Instagram',
      protocolo: null,
      createdAt: new Date('2025-07-15T03:00:00.000Z'),
    })
  })
})
