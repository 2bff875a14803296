import { isoDateInSiteZone, isoDateYearsLater, LECTURE_CYCLE_PROJECT, messages, type Event } from '@site/contracts'
import { describe, expect, it } from 'vitest'
import type { TestApp } from '../../../test/app.ts'
import { isoDateInDays } from '../../../test/support/events.ts'
import { withStaffApp } from '../../../test/support/staff-app.ts'

const msg = messages.events

/** What the API adds to the fields of an event created without hours or places. */
const UNSET = { cargaHoraria: null, vagas: null, inscritos: 0, espera: 0 }

const lecture = {
  titulo: 'Memória ativa',
  local: 'Auditório da Fundação',
  data: '2025-06-10',
  horario: '14:00',
  palestrante: 'Dra. Helena Prado',
  projeto: LECTURE_CYCLE_PROJECT,
  subTitulo: 'Exercícios para o dia a dia',
  foto: '/media/palestra-1.svg',
}

let t: TestApp
let token: string

withStaffApp({ emptied: ['registration', 'event'] }, (app, bearer) => {
  t = app
  token = bearer
})

const createEvent = async (overrides: Partial<Record<keyof typeof lecture | 'cargaHoraria' | 'vagas', unknown>> = {}): Promise<Event> => {
  const response = await t.request
    .post('/eventos')
    .set('Authorization', token)
    .send({ ...lecture, ...overrides })
  expect(response.status).toBe(201)
  return response.body
}

const activate = (event: Pick<Event, 'titulo' | 'projeto'>, ativa = true) =>
  t.request.put('/eventos').set('Authorization', token).send({ titulo: event.titulo, projeto: event.projeto, ativa })

const activeTitles = async (projeto: string) =>
  (await t.prisma.event.findMany({ where: { projeto, ativa: true } })).map((event) => event.titulo)

describe('POST /eventos (admin)', () => {
  it('creates an inactive event with data as YYYY-MM-DD and horario as HH:MM:SS', async () => {
    const response = await t.request.post('/eventos').set('Authorization', token).send(lecture)
    expect(response.status).toBe(201)
    expect(response.body).toEqual({ ...lecture, ...UNSET, id: expect.any(Number), horario: '14:00:00', ativa: false })
  })

  it('rejects a missing field with "Complete todos os campos corretamente"', async () => {
    for (const field of Object.keys(lecture)) {
      const response = await t.request
        .post('/eventos')
        .set('Authorization', token)
        .send({ ...lecture, [field]: '' })
      expect(response.status, field).toBe(400)
      expect(response.body.issues, field).toContainEqual({ campo: field, mensagem: messages.common.completeAllFields })
    }
  })

  it('stores the optional Carga horária and Vagas, given as numbers or digits, and clears them when blank', async () => {
    const event = await createEvent({ cargaHoraria: 4, vagas: '30' })
    expect(event).toMatchObject({ cargaHoraria: 4, vagas: 30, inscritos: 0 })
    const cleared = await t.request
      .put(`/eventos/${event.id}`)
      .set('Authorization', token)
      .send({ ...lecture, cargaHoraria: '', vagas: null })
    expect(cleared.body).toMatchObject({ cargaHoraria: null, vagas: null })
  })

  it.each([0, -3, 2.5, 'dez', '1e3', 10_001])(
    'rejects Carga horária and Vagas of %s with their own message on the field',
    async (value) => {
      const response = await t.request
        .post('/eventos')
        .set('Authorization', token)
        .send({ ...lecture, cargaHoraria: value, vagas: value })
      expect(response.status).toBe(400)
      expect(response.body.issues).toEqual(
        expect.arrayContaining([
          { campo: 'cargaHoraria', mensagem: messages.eventOperations.invalidHours },
          { campo: 'vagas', mensagem: messages.eventOperations.invalidCapacity },
        ]),
      )
      expect(await t.prisma.event.count()).toBe(0)
    },
  )

  it('rejects an impossible date and a malformed time', async () => {
    const response = await t.request
      .post('/eventos')
      .set('Authorization', token)
      .send({ ...lecture, data: '2025-02-30', horario: '25:00' })
    expect(response.status).toBe(400)
    expect(response.body.issues).toEqual(
      expect.arrayContaining([
        { campo: 'data', mensagem: msg.invalidDate },
        { campo: 'horario', mensagem: msg.invalidTime },
      ]),
    )
  })
})

describe('event dates and times out of range', () => {
  const today = isoDateInSiteZone()

  it.each(['0000-01-01', '1999-12-31', '9999-12-31', isoDateYearsLater(today, 11)])(
    'answers 400 for data %s on create and edit, and stores nothing',
    async (data) => {
      const event = await createEvent()
      const created = await t.request.post('/eventos').set('Authorization', token).send({ ...lecture, data })
      const edited = await t.request.put(`/eventos/${event.id}`).set('Authorization', token).send({ ...lecture, data })
      for (const response of [created, edited]) {
        expect(response.status).toBe(400)
        expect(response.body.issues).toContainEqual({ campo: 'data', mensagem: msg.dateOutOfRange })
      }
      expect(await t.prisma.event.findMany({ select: { id: true, data: true } })).toEqual([
        { id: event.id, data: new Date(`${lecture.data}T00:00:00Z`) },
      ])
    },
  )

  it('accepts 2000-01-01 and a date years ahead', async () => {
    for (const data of ['2000-01-01', isoDateYearsLater(today, 9)]) {
      expect((await createEvent({ data })).data).toBe(data)
    }
  })

  it.each(['24:00', '23:60', '23:59:60', '-1:00'])('answers 400 for horario %s', async (horario) => {
    const response = await t.request.post('/eventos').set('Authorization', token).send({ ...lecture, horario })
    expect(response.status).toBe(400)
    expect(response.body.issues).toContainEqual({ campo: 'horario', mensagem: msg.invalidTime })
  })

  it('takes 00:00 and 23:59, with or without seconds', async () => {
    for (const [horario, stored] of [['00:00', '00:00:00'], ['23:59', '23:59:00'], ['23:59:59', '23:59:59']]) {
      expect((await createEvent({ horario })).horario).toBe(stored)
    }
  })
})

describe('GET /eventos (admin)', () => {
  it('answers { Eventos } ordered by date, newest first, then by latest created', async () => {
    await createEvent({ titulo: 'Antigo', data: '2024-01-10' })
    await createEvent({ titulo: 'Novo A', data: '2025-03-01' })
    await createEvent({ titulo: 'Novo B', data: '2025-03-01' })
    const response = await t.request.get('/eventos').set('Authorization', token)
    expect(response.status).toBe(200)
    expect(response.body.Eventos.map((event: Event) => event.titulo)).toEqual(['Novo B', 'Novo A', 'Antigo'])
    expect(response.body.Eventos[2]).toMatchObject({ data: '2024-01-10', horario: '14:00:00' })
  })
})

describe('PUT /eventos/:id (admin)', () => {
  it('updates every field and answers the event', async () => {
    const event = await createEvent()
    const changes = { ...lecture, titulo: 'Memória ativa II', data: '2025-07-01', horario: '09:30:00', local: 'Sala 2' }
    const response = await t.request.put(`/eventos/${event.id}`).set('Authorization', token).send(changes)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ ...changes, ...UNSET, id: event.id, ativa: false })
  })

  it('keeps an event active when it stays in its projeto', async () => {
    const event = await createEvent()
    await activate(event).expect(200)
    const response = await t.request
      .put(`/eventos/${event.id}`)
      .set('Authorization', token)
      .send({ ...lecture, local: 'Sala 3' })
    expect(response.body.ativa).toBe(true)
  })

  it('deactivates an active event moved to another projeto, so that projeto keeps a single active event', async () => {
    const moved = await createEvent({ titulo: 'Movido' })
    await activate(moved).expect(200)
    const other = await createEvent({ titulo: 'Outro', projeto: 'Inclusão Digital' })
    await activate(other).expect(200)
    const response = await t.request
      .put(`/eventos/${moved.id}`)
      .set('Authorization', token)
      .send({ ...lecture, titulo: 'Movido', projeto: 'Inclusão Digital' })
    expect(response.status).toBe(200)
    expect(response.body.ativa).toBe(false)
    expect(await activeTitles('Inclusão Digital')).toEqual(['Outro'])
  })

  it('returns 404 for an unknown id', async () => {
    const response = await t.request.put('/eventos/999999').set('Authorization', token).send(lecture)
    expect(response.status).toBe(404)
    expect(response.body.mensagem).toBe(msg.notFound)
  })

  it.each(['abc', '0', '-1', '1.5', '2147483648'])('returns 404 for the id %s, never 500', async (id) => {
    const response = await t.request.put(`/eventos/${id}`).set('Authorization', token).send(lecture)
    expect(response.status).toBe(404)
    expect(response.body).toMatchObject({ message: msg.notFound, mensagem: msg.notFound })
  })
})

describe('PUT /eventos (admin activation)', () => {
  it('activates an event and deactivates the others of the same projeto only', async () => {
    const first = await createEvent({ titulo: 'Primeira' })
    const second = await createEvent({ titulo: 'Segunda' })
    const elsewhere = await createEvent({ titulo: 'Outro projeto', projeto: 'Inclusão Digital' })
    await activate(first).expect(200)
    await activate(elsewhere).expect(200)

    const response = await activate(second)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ id: second.id, titulo: 'Segunda', ativa: true })
    expect(await activeTitles(LECTURE_CYCLE_PROJECT)).toEqual(['Segunda'])
    expect(await activeTitles('Inclusão Digital')).toEqual(['Outro projeto'])
  })

  it('deactivates an event', async () => {
    const event = await createEvent()
    await activate(event).expect(200)
    const response = await activate(event, false)
    expect(response.status).toBe(200)
    expect(response.body.ativa).toBe(false)
    expect(await activeTitles(LECTURE_CYCLE_PROJECT)).toEqual([])
  })

  it('returns 404 when no event has that titulo in that projeto', async () => {
    await createEvent()
    const response = await activate({ titulo: lecture.titulo, projeto: 'Outro projeto' })
    expect(response.status).toBe(404)
    expect(response.body.mensagem).toBe(msg.notFound)
  })

  it('requires a boolean ativa', async () => {
    const response = await t.request
      .put('/eventos')
      .set('Authorization', token)
      .send({ titulo: lecture.titulo, projeto: lecture.projeto, ativa: 'sim' })
    expect(response.status).toBe(400)
    expect(response.body.issues).toContainEqual({ campo: 'ativa', mensagem: messages.common.completeAllFields })
  })

  it('leaves exactly one event active when two of the same projeto are activated at the same time', async () => {
    const events = await Promise.all([createEvent({ titulo: 'A' }), createEvent({ titulo: 'B' })])
    for (let round = 0; round < 5; round++) {
      const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => activate(events[i % 2]!)))
      expect(responses.every((response) => response.status === 200)).toBe(true)
      expect(await activeTitles(LECTURE_CYCLE_PROJECT)).toHaveLength(1)
    }
  })
})

describe('DELETE /eventos/:id (admin)', () => {
  it('deletes the event, answers 204 and keeps its registrations with their titulo', async () => {
    // Open for registration: active and still to come.
    const event = await createEvent({ data: isoDateInDays(30) })
    await activate(event).expect(200)
    await t.request
      .post('/inscrever')
      .send({ nome: 'Irene Castro', email: 'irene@example.com', telefone: '48 99999-0000', titulo: event.titulo, comoConheceu: 'Amigos' })
      .expect(201)

    const response = await t.request.delete(`/eventos/${event.id}`).set('Authorization', token)
    expect(response.status).toBe(204)
    expect(response.text).toBe('')
    expect(await t.prisma.event.count()).toBe(0)
    const list = await t.request.get('/listaInscritos').set('Authorization', token)
    expect(list.body).toEqual([expect.objectContaining({ nome: 'Irene Castro', titulo: event.titulo })])
  })

  it('returns 404 for an unknown id', async () => {
    const response = await t.request.delete('/eventos/424242').set('Authorization', token)
    expect(response.status).toBe(404)
    expect(response.body.mensagem).toBe(msg.notFound)
  })
})

describe('POST /eventos/ativa (public)', () => {
  it('answers { consulta } with the active event of the projeto', async () => {
    await createEvent({ titulo: 'Inativa', data: isoDateInDays(10) })
    const event = await createEvent({ titulo: 'Ativa', data: isoDateInDays(10) })
    await activate(event).expect(200)
    const response = await t.request.post('/eventos/ativa').send({ projeto: LECTURE_CYCLE_PROJECT })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      // imagem: the picture when foto is a media library address (server/src/modules/events/photo.test.ts).
      consulta: { ...lecture, ...UNSET, id: event.id, titulo: 'Ativa', data: isoDateInDays(10), horario: '14:00:00', ativa: true, imagem: null },
    })
  })

  it('returns 404 "Não há eventos ativos no momento" when the projeto has no active event', async () => {
    await createEvent()
    const response = await t.request.post('/eventos/ativa').send({ projeto: LECTURE_CYCLE_PROJECT })
    expect(response.status).toBe(404)
    expect(response.body).toMatchObject({ message: msg.noActiveEvent, mensagem: msg.noActiveEvent })
  })

  it('answers 404 "Não há eventos ativos no momento" when the active event is dated before today in Brasília', async () => {
    const past = await createEvent({ titulo: 'Já passou', data: isoDateInDays(-1) })
    await activate(past).expect(200)
    const response = await t.request.post('/eventos/ativa').send({ projeto: LECTURE_CYCLE_PROJECT })
    expect(response.status).toBe(404)
    expect(response.body).toMatchObject({ message: msg.noActiveEvent, mensagem: msg.noActiveEvent })
  })

  it('still answers the active event on its own day', async () => {
    const today = await createEvent({ titulo: 'Hoje', data: isoDateInDays(0) })
    await activate(today).expect(200)
    const response = await t.request.post('/eventos/ativa').send({ projeto: LECTURE_CYCLE_PROJECT })
    expect(response.status).toBe(200)
    expect(response.body.consulta).toMatchObject({ titulo: 'Hoje', data: isoDateInDays(0) })
  })

  it('requires the projeto', async () => {
    const response = await t.request.post('/eventos/ativa').send({})
    expect(response.status).toBe(400)
    expect(response.body.issues).toContainEqual({ campo: 'projeto', mensagem: messages.common.completeAllFields })
  })
})
