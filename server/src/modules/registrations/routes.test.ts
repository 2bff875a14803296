import { HOW_FOUND_OPTIONS, LECTURE_CYCLE_PROJECT, messages, type Registration } from '@site/contracts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { fullwidth } from '../../../test/support/disguises.ts'
import { insertEvent, isoDateInDays } from '../../../test/support/events.ts'
import { expectTooManyRequests } from '../../../test/support/limits.ts'

const msg = messages.registrations

const person = {
  nome: 'José Antônio Ramos',
  email: 'jose.ramos@example.com',
  telefone: '(48) 99222-3344',
  titulo: 'Memória ativa',
  comoConheceu: 'Instagram',
}

let t: TestApp
let token: string

/** Registrations are open for the active event of a projeto dated today or later: these are, in 30 days. */
const OPEN = isoDateInDays(30)

const createEvent = (titulo: string, data: string, ativa = false, projeto = LECTURE_CYCLE_PROJECT) =>
  insertEvent(t.prisma, { titulo, data, ativa, projeto })

const register = (body: Record<string, unknown>) => t.request.post('/inscrever').send(body)

beforeAll(async () => {
  t = await createTestApp({ env: { REGISTRATION_RATE_LIMIT_PER_MINUTE: '10000', REGISTRATION_RATE_LIMIT_PER_HOUR: '10000' } })
  token = await t.adminToken()
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.prisma.rateLimitCounter.deleteMany()
  await t.prisma.registration.deleteMany()
  await t.prisma.event.deleteMany()
})

describe('POST /inscrever (public)', () => {
  it('registers for the event with that titulo and answers 201 with the success message', async () => {
    const event = await createEvent(person.titulo, OPEN, true)
    const response = await register(person)
    expect(response.status).toBe(201)
    expect(response.body).toEqual({
      mensagem: msg.success,
      id: expect.any(Number),
      ...person,
      criadoEm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      protocolo: expect.stringMatching(/^INS-\d{4}-\d{6}$/),
    })
    const row = await t.prisma.registration.findUniqueOrThrow({ where: { id: response.body.id } })
    expect(row.eventId).toBe(event.id)
    expect(row.protocolo).toBe(response.body.protocolo)
  })

  it('links to the active event when several share the titulo, else to the latest date', async () => {
    await createEvent(person.titulo, isoDateInDays(60))
    const active = await createEvent(person.titulo, isoDateInDays(10), true)
    // Active in two projetos at once: the later date wins.
    const latest = await createEvent('Golpes digitais', isoDateInDays(20), true, 'Inclusão Digital')
    await createEvent('Golpes digitais', isoDateInDays(15), true, 'Oficinas')

    const first = await register(person)
    const second = await register({ ...person, titulo: 'golpes DIGITAIS' })
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    expect(second.body.titulo).toBe('Golpes digitais')
    const rows = await t.prisma.registration.findMany({ orderBy: { id: 'asc' } })
    expect(rows.map((row) => row.eventId)).toEqual([active.id, latest.id])
  })

  it('returns 404 when no event has that titulo', async () => {
    const response = await register({ ...person, titulo: 'Evento que não existe' })
    expect(response.status).toBe(404)
    expect(response.body.mensagem).toBe(messages.events.notFound)
  })

  it.each(['nome', 'telefone', 'titulo'])('rejects a missing %s with the required-fields message', async (field) => {
    await createEvent(person.titulo, OPEN, true)
    const response = await register({ ...person, [field]: '  ' })
    expect(response.status).toBe(400)
    expect(response.body.issues).toContainEqual({ campo: field, mensagem: messages.common.requiredFields })
  })

  it('rejects a missing or invalid e-mail and an unknown comoConheceu', async () => {
    const missing = await register({ ...person, email: undefined, comoConheceu: 'Rádio' })
    expect(missing.status).toBe(400)
    expect(missing.body.issues).toEqual(
      expect.arrayContaining([
        { campo: 'email', mensagem: expect.any(String) },
        { campo: 'comoConheceu', mensagem: msg.invalidHowFound },
      ]),
    )
    const invalid = await register({ ...person, email: 'jose@' })
    expect(invalid.body.issues).toContainEqual({ campo: 'email', mensagem: messages.common.invalidEmail })
  })

  it('accepts every comoConheceu option of the form', async () => {
    await createEvent(person.titulo, OPEN, true)
    for (const [index, comoConheceu] of HOW_FOUND_OPTIONS.entries()) {
      const response = await register({ ...person, nome: `Pessoa ${index}`, comoConheceu })
      expect(response.status, comoConheceu).toBe(201)
    }
  })

  it('answers 409 when the same person, ignoring case, accents and spaces, registers again for the event', async () => {
    await createEvent(person.titulo, OPEN, true)
    await register(person).expect(201)
    for (const nome of ['jose antonio ramos', '  JOSÉ   ANTÔNIO  RAMOS ', 'Jose Antonio Ramos']) {
      const response = await register({ ...person, nome, email: 'outro@example.com' })
      expect(response.status, nome).toBe(409)
      expect(response.body).toMatchObject({ statusCode: 409, message: msg.duplicate, mensagem: msg.duplicate })
    }
    expect(await t.prisma.registration.count()).toBe(1)
  })

  it('lets the same person register for two different events', async () => {
    await createEvent(person.titulo, OPEN, true)
    await createEvent('Golpes digitais', OPEN, true, 'Inclusão Digital')
    await register(person).expect(201)
    await register({ ...person, titulo: 'Golpes digitais' }).expect(201)
  })

  it('gives exactly one 201 and nineteen 409 for 20 simultaneous identical registrations', async () => {
    await createEvent(person.titulo, OPEN, true)
    const responses = await Promise.all(Array.from({ length: 20 }, () => register(person)))
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)
    expect(await t.prisma.registration.count()).toBe(1)
  })

  it('treats simultaneous names differing only by case, accents and spaces as one person', async () => {
    await createEvent(person.titulo, OPEN, true)
    const names = ['José Antônio Ramos', 'jose antonio ramos', 'JOSE ANTONIO RAMOS', ' José  Antonio Ramos ', 'Jose Antônio  Ramos']
    const responses = await Promise.all(names.map((nome) => register({ ...person, nome })))
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409])
  })
})

describe('POST /inscrever for a closed event', () => {
  it.each([
    ['not active', OPEN, false],
    ['active but dated yesterday in Brasília', isoDateInDays(-1), true],
    ['neither active nor to come', isoDateInDays(-30), false],
  ])('answers 409 "Inscrições encerradas para este evento" for an event %s, storing nothing', async (_case, data, ativa) => {
    await createEvent(person.titulo, data, ativa)
    const response = await register(person)
    expect(response.status).toBe(409)
    expect(response.body).toMatchObject({ statusCode: 409, message: msg.closed, mensagem: msg.closed })
    expect(await t.prisma.registration.count()).toBe(0)
  })

  it('still takes registrations on the day of the event', async () => {
    await createEvent(person.titulo, isoDateInDays(0), true)
    await register(person).expect(201)
  })
})

describe('POST /inscrever matches the whole title, never a pattern', () => {
  it.each(['%', '_', '%%', '_%', 'Mem%', 'Mem_ria ativa', '%ativa', 'Memória ativa%', '\\'])(
    'answers 404 for titulo %j, which only a LIKE pattern would match to "Memória ativa"',
    async (titulo) => {
      await createEvent(person.titulo, OPEN, true)
      const response = await register({ ...person, titulo })
      expect(response.status).toBe(404)
      expect(response.body.mensagem).toBe(messages.events.notFound)
      expect(await t.prisma.registration.count()).toBe(0)
    },
  )

  it.each(['100% Saúde', 'Oficina_2026', 'Rede\\Escola', 'Caminho \\% \\_ livre', '%'])(
    'finds the event titled %j exactly, and ignores case, accents and spaces',
    async (titulo) => {
      await createEvent('Uma palestra qualquer', OPEN, true)
      const event = await createEvent(titulo, OPEN, true, 'Oficinas')
      const variant = ` ${titulo.toUpperCase().normalize('NFD').replace(/\p{Diacritic}/gu, '').replace(/ /g, '  ')} `
      for (const [index, sent] of [titulo, variant].entries()) {
        const response = await register({ ...person, nome: `Pessoa ${index}`, titulo: sent })
        expect(response.status, sent).toBe(201)
        expect(response.body.titulo).toBe(titulo)
      }
      const rows = await t.prisma.registration.findMany({ select: { eventId: true } })
      expect(rows).toEqual([{ eventId: event.id }, { eventId: event.id }])
    },
  )
})

describe('POST /inscrever sees through invisible and look-alike characters', () => {
  it.each([
    ['a zero-width space', 'José\u200b Antônio Ramos'],
    ['a soft hyphen', 'José An\u00adtônio Ramos'],
    ['a right-to-left mark', '\u200fJosé Antônio Ramos'],
    ['a byte order mark inside', 'José Antônio\ufeff Ramos'],
    ['fullwidth letters', fullwidth('José Antônio Ramos')],
    ['Cyrillic look-alikes', 'J\u043es\u0435\u0301 Ant\u043e\u0302n\u0456\u043e R\u0430m\u043es'],
  ])('answers 409 with the duplicate message when the same name comes again with %s', async (_case, nome) => {
    await createEvent(person.titulo, OPEN, true)
    await register(person).expect(201)
    expect(nome).not.toBe(person.nome)
    const response = await register({ ...person, nome, email: 'outro@example.com' })
    expect(response.status).toBe(409)
    expect(response.body).toMatchObject({ statusCode: 409, message: msg.duplicate, mensagem: msg.duplicate })
    expect(await t.prisma.registration.count()).toBe(1)
  })

  it('registers once a name whose compatibility form is many times longer (ligatures, enclosed numbers), then 409', async () => {
    // Characters NFKC expands to 4 to 18 others, in an order that does not compress well.
    const expanding = [...Array(0x10000).keys()]
      .filter((code) => (code < 0xd800 || code > 0xdfff) && String.fromCodePoint(code).normalize('NFKC').length >= 4)
      .map((code) => String.fromCodePoint(code))
    const nome = Array.from({ length: 299 }, (_, index) => expanding[(index * 7919) % expanding.length]).join('')
    await createEvent(person.titulo, OPEN, true)
    await register({ ...person, nome }).expect(201)
    const response = await register({ ...person, nome: `${nome}\u200b` })
    expect(response.status).toBe(409)
    expect(response.body.mensagem).toBe(msg.duplicate)
  })

  it.each(['\u200b', '\u00ad\u00ad', '\u200f\u200e', '\ufeff', '\u2060\u3164', ' \u200b \u0301 '])(
    'rejects a name made only of invisible characters (%j) with the required-fields message',
    async (nome) => {
      await createEvent(person.titulo, OPEN, true)
      const response = await register({ ...person, nome })
      expect(response.status).toBe(400)
      expect(response.body.issues).toContainEqual({ campo: 'nome', mensagem: messages.common.requiredFields })
      expect(await t.prisma.registration.count()).toBe(0)
    },
  )
})

describe('POST /inscrever limits per client address', () => {
  let limited: TestApp
  afterEach(() => limited.close())

  const openEvent = () => createEvent(person.titulo, OPEN, true)
  const post = (body: Record<string, unknown>) => limited.request.post('/inscrever').send(body)
  const retryAfter = (response: { headers: Record<string, string> }) => Number(response.headers['retry-after'])

  it('counts only accepted registrations: invalid, unknown-event and duplicate ones never spend the budget', async () => {
    limited = await createTestApp({ keepData: true, env: { REGISTRATION_RATE_LIMIT_PER_MINUTE: '3' } })
    await openEvent()
    await post(person).expect(201)
    for (let i = 0; i < 10; i++) {
      await post({ ...person, nome: ' José  Antonio Ramos' }).expect(409)
      await post({ ...person, email: 'jose@' }).expect(400)
      await post({ ...person, titulo: 'Evento que não existe' }).expect(404)
    }
    await post({ ...person, nome: 'Irene Castro' }).expect(201)
    await post({ ...person, nome: 'Lia Moraes' }).expect(201)

    expectTooManyRequests(await post({ ...person, nome: 'Rui Campos' }), messages.common.tooManyRequests, [1, 60])
    expect(await limited.prisma.registration.count()).toBe(3)
  })

  it('by default admits 30 registrations a minute and at least 200 an hour from one address', async () => {
    limited = await createTestApp({ keepData: true })
    await openEvent()
    let accepted = 0
    let hourlyStop: number | undefined
    for (let attempt = 0; attempt < 1000 && hourlyStop === undefined; attempt++) {
      const response = await post({ ...person, nome: `Participante ${accepted}` })
      if (response.status === 201) {
        accepted++
        continue
      }
      expect(response.status, `after ${accepted} registrations`).toBe(429)
      if (retryAfter(response) > 60) {
        hourlyStop = retryAfter(response)
      } else {
        expect(accepted % 30, 'the flood guard stops a burst at 30 a minute').toBe(0)
        // A minute passes: its window closes, the hour's stays open.
        await limited.prisma.$executeRaw`UPDATE "RateLimitCounter" SET "expiresAt" = now() WHERE "bucket" = 'registrations/minute'`
      }
    }
    expect(accepted).toBeGreaterThanOrEqual(200)
    expect(hourlyStop).toBeLessThanOrEqual(3600)
    expect(await limited.prisma.registration.count()).toBe(accepted)
  })

  it('leaves reads and admin calls unlimited once the budget is spent', async () => {
    limited = await createTestApp({ keepData: true, env: { REGISTRATION_RATE_LIMIT_PER_MINUTE: '1' } })
    const token = await limited.adminToken()
    await openEvent()
    await post(person).expect(201)
    await post({ ...person, nome: 'Irene Castro' }).expect(429)
    for (let i = 0; i < 5; i++) {
      await limited.request.get('/listaInscritos').set('Authorization', token).expect(200)
      await limited.request.post('/eventos/ativa').send({ projeto: LECTURE_CYCLE_PROJECT }).expect(200)
    }
  })
})

describe('GET /listaInscritos (admin)', () => {
  it('lists registrations with their fields and protocol numbers, newest first', async () => {
    await createEvent(person.titulo, OPEN, true)
    const { body: first } = await register(person).expect(201)
    await register({ ...person, nome: 'Irene Castro', comoConheceu: 'Televisão' }).expect(201)
    const response = await t.request.get('/listaInscritos').set('Authorization', token)
    expect(response.status).toBe(200)
    expect(response.body.map((row: Registration) => row.nome)).toEqual(['Irene Castro', person.nome])
    expect(response.body[1]).toEqual({ id: expect.any(Number), ...person, criadoEm: expect.any(String), protocolo: first.protocolo })
    expect(Object.keys(response.body[0]).sort()).toEqual(
      ['comoConheceu', 'criadoEm', 'email', 'id', 'nome', 'protocolo', 'telefone', 'titulo'].sort(),
    )
  })
})

describe('PUT /lista/editar/:id (admin)', () => {
  it('edits the registration and re-links it to the event of the new titulo', async () => {
    await createEvent(person.titulo, OPEN, true)
    const other = await createEvent('Golpes digitais', '2025-05-01')
    const { body } = await register(person).expect(201)
    const changes = { ...person, nome: 'José A. Ramos', telefone: '(48) 90000-0000', titulo: 'Golpes digitais' }
    const response = await t.request.put(`/lista/editar/${body.id}`).set('Authorization', token).send(changes)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ id: body.id, ...changes, criadoEm: body.criadoEm, protocolo: body.protocolo })
    const row = await t.prisma.registration.findUniqueOrThrow({ where: { id: body.id } })
    expect(row.eventId).toBe(other.id)
  })

  it('returns 404 when the new titulo names no event', async () => {
    await createEvent(person.titulo, OPEN, true)
    const { body } = await register(person).expect(201)
    const response = await t.request
      .put(`/lista/editar/${body.id}`)
      .set('Authorization', token)
      .send({ ...person, titulo: 'Evento que não existe' })
    expect(response.status).toBe(404)
    expect(response.body.mensagem).toBe(messages.events.notFound)
  })

  it('still edits a registration whose event was deleted, as long as it keeps its titulo', async () => {
    const event = await createEvent(person.titulo, OPEN, true)
    const { body } = await register(person).expect(201)
    await t.prisma.event.delete({ where: { id: event.id } })
    const response = await t.request
      .put(`/lista/editar/${body.id}`)
      .set('Authorization', token)
      .send({ ...person, telefone: '(48) 91111-1111' })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ titulo: person.titulo, telefone: '(48) 91111-1111' })
    const moved = await t.request
      .put(`/lista/editar/${body.id}`)
      .set('Authorization', token)
      .send({ ...person, titulo: 'Outro título' })
    expect(moved.status).toBe(404)
    expect(moved.body.mensagem).toBe(messages.events.notFound)
  })

  it('returns 409 when the edit makes it a second registration of the same person for the event', async () => {
    await createEvent(person.titulo, OPEN, true)
    await register(person).expect(201)
    const { body } = await register({ ...person, nome: 'Irene Castro' }).expect(201)
    const response = await t.request
      .put(`/lista/editar/${body.id}`)
      .set('Authorization', token)
      .send({ ...person, nome: 'JOSE ANTONIO RAMOS' })
    expect(response.status).toBe(409)
    expect(response.body.mensagem).toBe(msg.duplicate)
  })

  it('returns 404 for an unknown or malformed id', async () => {
    await createEvent(person.titulo, OPEN, true)
    for (const id of ['987654', 'abc', '-2', '1e99']) {
      const response = await t.request.put(`/lista/editar/${id}`).set('Authorization', token).send(person)
      expect(response.status, id).toBe(404)
      expect(response.body.mensagem, id).toBe(msg.notFound)
    }
  })

  it('validates the body like POST /inscrever', async () => {
    const response = await t.request
      .put('/lista/editar/1')
      .set('Authorization', token)
      .send({ ...person, nome: '' })
    expect(response.status).toBe(400)
    expect(response.body.issues).toContainEqual({ campo: 'nome', mensagem: messages.common.requiredFields })
  })
})

describe('DELETE /lista/editar/:id (admin)', () => {
  it('deletes the registration and answers 204', async () => {
    await createEvent(person.titulo, OPEN, true)
    const { body } = await register(person).expect(201)
    const response = await t.request.delete(`/lista/editar/${body.id}`).set('Authorization', token)
    expect(response.status).toBe(204)
    expect(response.text).toBe('')
    expect(await t.prisma.registration.count()).toBe(0)
  })

  it('returns 404 for an unknown id', async () => {
    const response = await t.request.delete('/lista/editar/987654').set('Authorization', token)
    expect(response.status).toBe(404)
    expect(response.body.mensagem).toBe(msg.notFound)
  })
})
