/**
 * Keys stored before the key functions changed (a name with a zero-width space kept it in its key) are recomputed
 * by the start-up's migration step, so the duplicate rules hold for old rows too.
 */
import { messages } from '@site/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, LIMITS_OUT_OF_REACH, type TestApp } from '../../test/app.ts'
import { insertEvent, isoDateInDays } from '../../test/support/events.ts'
import { KEYS_VERSION } from './keys.ts'
import { applyMigrations } from './migrate.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ env: LIMITS_OUT_OF_REACH })
})
afterAll(() => t.close())

/** How the keys were computed before: case, accents and spaces only. */
const oldKey = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()

const keysOf = async () => ({
  people: (await t.prisma.registration.findMany({ orderBy: { id: 'asc' }, select: { id: true, personKey: true } })),
  codes: (await t.prisma.certificate.findMany({ orderBy: { id: 'asc' }, select: { codigo: true, codeKey: true } })),
  titles: (await t.prisma.event.findMany({ orderBy: { id: 'asc' }, select: { titulo: true, titleKey: true } })),
})

describe('the start-up after a change of the key functions', () => {
  it('recomputes stored keys once, keeping rows that became duplicates, and the rules then hold for old rows', async () => {
    const event = await insertEvent(t.prisma, { titulo: 'Memória ativa', data: isoDateInDays(30), ativa: true })
    await t.prisma.event.update({ where: { id: event.id }, data: { titleKey: 'chave antiga' } })
    const people = ['Maria\u200b Souza', 'Maria Souza', 'Jo\u00adão Lima']
    for (const nome of people) {
      await t.prisma.registration.create({
        data: { eventId: event.id, titulo: event.titulo, nome, personKey: oldKey(nome), email: 'a@example.com', telefone: '1', comoConheceu: 'Amigos' },
      })
    }
    await t.prisma.certificate.create({
      data: { codigo: 'ANTIGO\u200b1', codeKey: oldKey('ANTIGO\u200b1'), nome: 'Ana', curso: 'Curso', horas: 1, link: 'https://exemplo.org/a.pdf' },
    })
    await t.prisma.keyVersion.deleteMany()

    await applyMigrations(t.databaseUrl)

    const after = await keysOf()
    const [first, second, third] = after.people
    expect(first!.personKey).toBe('maria souza')
    // The later of two rows that are now the same person keeps its row, under a key no one can match.
    expect(second!.personKey).toBe(`maria souza\u2063${second!.id}`)
    expect(third!.personKey).toBe('joao lima')
    expect(after.codes).toEqual([{ codigo: 'ANTIGO\u200b1', codeKey: 'antigo1' }])
    expect(after.titles).toEqual([{ titulo: 'Memória ativa', titleKey: 'memoria ativa' }])
    expect(await t.prisma.keyVersion.findMany()).toEqual([{ id: 1, version: KEYS_VERSION }])

    const person = { email: 'b@example.com', telefone: '(48) 99999-0000', titulo: 'memoria ativa', comoConheceu: 'Amigos' }
    for (const nome of ['Maria Souza', 'João Lima']) {
      const response = await t.request.post('/inscrever').send({ ...person, nome })
      expect(response.status, nome).toBe(409)
      expect(response.body.mensagem).toBe(messages.registrations.duplicate)
    }
    expect((await t.request.get('/certificado/ANTIGO1')).body.codigo).toBe('ANTIGO\u200b1')

    // Up to date now: the next start changes nothing.
    await t.prisma.registration.update({ where: { id: third!.id }, data: { personKey: 'intocada' } })
    await applyMigrations(t.databaseUrl)
    expect((await keysOf()).people[2]!.personKey).toBe('intocada')
  })
})
