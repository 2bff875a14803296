import { LECTURE_CYCLE_PROJECT, messages } from '@site/contracts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, LIMITS_OUT_OF_REACH, type TestApp } from '../../../test/app.ts'
import { insertEvent, isoDateInDays } from '../../../test/support/events.ts'

const full = messages.eventOperations.full
const staffFull = messages.eventOperations.fullForStaff
const TITLE = 'Palestra com vagas'

const person = (index: number) => ({
  nome: `Participante ${index}`,
  email: `participante${index}@example.com`,
  telefone: '(48) 99999-0000',
  titulo: TITLE,
  comoConheceu: 'Amigos',
})

/** Two app instances, each with its own connection pool, on one PostgreSQL. */
let one: TestApp
let two: TestApp
let token: string

beforeAll(async () => {
  one = await createTestApp({ env: LIMITS_OUT_OF_REACH })
  two = await createTestApp({ env: LIMITS_OUT_OF_REACH, keepData: true })
  token = await one.adminToken()
})
afterAll(async () => {
  await one.close()
  await two.close()
})
beforeEach(async () => {
  await one.prisma.registration.deleteMany()
  await one.prisma.event.deleteMany()
})

const openEvent = async (vagas: number | null, titulo = TITLE, projeto = LECTURE_CYCLE_PROJECT) => {
  const event = await insertEvent(one.prisma, { titulo, data: isoDateInDays(7), ativa: true, projeto })
  return one.prisma.event.update({ where: { id: event.id }, data: { vagas } })
}

describe('capacity ("Vagas")', () => {
  it('answers 409 "Inscrições esgotadas" once every place is taken, and stores nothing more', async () => {
    await openEvent(2)
    expect((await one.request.post('/inscrever').send(person(1))).status).toBe(201)
    expect((await one.request.post('/inscrever').send(person(2))).status).toBe(201)
    const refused = await one.request.post('/inscrever').send(person(3))
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ message: full, mensagem: full })
    expect(await one.prisma.registration.count()).toBe(2)
  })

  it('tells a person already registered for a full event that they are registered, not that it is full', async () => {
    await openEvent(1)
    await one.request.post('/inscrever').send(person(1)).expect(201)
    const again = await one.request.post('/inscrever').send({ ...person(1), nome: 'PARTICIPANTE  1' })
    expect(again.status).toBe(409)
    expect(again.body.mensagem).toBe(messages.registrations.duplicate)
  })

  it('gives the last place to exactly one of many simultaneous sign-ups sent to two app instances', async () => {
    for (const [round, vagas] of [1, 3].entries()) {
      await one.prisma.registration.deleteMany()
      await one.prisma.event.deleteMany()
      await openEvent(vagas)
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          (index % 2 === 0 ? one : two).request.post('/inscrever').send(person(round * 100 + index)),
        ),
      )
      const statuses = responses.map((response) => response.status)
      expect(statuses.filter((status) => status === 201)).toHaveLength(vagas)
      expect(responses.filter((response) => response.status === 409).map((response) => response.body.mensagem)).toEqual(
        Array.from({ length: 12 - vagas }, () => full),
      )
      expect(await one.prisma.registration.count()).toBe(vagas)
    }
  })

  it('takes every sign-up when the event sets no limit', async () => {
    await openEvent(null)
    const responses = await Promise.all(Array.from({ length: 5 }, (_, index) => one.request.post('/inscrever').send(person(index))))
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201])
  })

  it('shows the count and the places in the admin list and on the public active event', async () => {
    await openEvent(3)
    await one.request.post('/inscrever').send(person(1)).expect(201)
    const list = await one.request.get('/eventos').set('Authorization', token)
    expect(list.body.Eventos).toEqual([expect.objectContaining({ titulo: TITLE, vagas: 3, inscritos: 1 })])
    const active = await one.request.post('/eventos/ativa').send({ projeto: LECTURE_CYCLE_PROJECT })
    expect(active.body.consulta).toMatchObject({ vagas: 3, inscritos: 1 })
  })
})

describe('capacity when staff move a registration to another event (PUT /lista/editar/:id)', () => {
  const OTHER = 'Oficina sem limite'
  const edit = (app: TestApp, id: number, body: ReturnType<typeof person>) =>
    app.request.put(`/lista/editar/${id}`).set('Authorization', token).send(body)
  /** `count` people registered for OTHER, which sets no limit; their ids in order. */
  const registeredElsewhere = async (count: number) => {
    await openEvent(null, OTHER, 'Oficinas')
    const ids: number[] = []
    for (let index = 50; index < 50 + count; index++) {
      ids.push((await one.request.post('/inscrever').send({ ...person(index), titulo: OTHER }).expect(201)).body.id)
    }
    return ids
  }

  it('answers 409 with the staff wording when the target event is full, and leaves the registration where it was', async () => {
    const target = await openEvent(1)
    await one.request.post('/inscrever').send(person(1)).expect(201)
    const [id] = await registeredElsewhere(1)
    const refused = await edit(one, id!, person(50))
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ message: staffFull, mensagem: staffFull })
    expect(await one.prisma.registration.count({ where: { eventId: target.id } })).toBe(1)
    expect(await one.prisma.registration.findUniqueOrThrow({ where: { id: id! } })).toMatchObject({ titulo: OTHER })
  })

  it('still edits a registration that stays in its own full event', async () => {
    await openEvent(1)
    const { body } = await one.request.post('/inscrever').send(person(1)).expect(201)
    const response = await edit(one, body.id, { ...person(1), telefone: '(48) 98888-1111' })
    expect(response.status).toBe(200)
    expect(response.body.telefone).toBe('(48) 98888-1111')
  })

  it('gives the last place to exactly one of two simultaneous moves sent to two app instances', async () => {
    const target = await openEvent(2)
    await one.request.post('/inscrever').send(person(1)).expect(201)
    const ids = await registeredElsewhere(6)
    const responses = await Promise.all(ids.map((id, index) => edit(index % 2 === 0 ? one : two, id, person(50 + index))))
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409])
    expect(await one.prisma.registration.count({ where: { eventId: target.id } })).toBe(2)
  })
})
