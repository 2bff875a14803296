import { isoDateInSiteZone, LECTURE_CYCLE_PROJECT, type Lecture } from '@site/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { nameKey } from '../../db/keys.ts'

let t: TestApp

/** The day `days` from today in Brasília, YYYY-MM-DD. */
const daysFromToday = (days: number) => isoDateInSiteZone(new Date(Date.now() + days * 86_400_000))

const createEvent = (titulo: string, data: string, projeto = LECTURE_CYCLE_PROJECT) =>
  t.prisma.event.create({
    data: {
      titulo,
      titleKey: nameKey(titulo),
      data: new Date(`${data}T00:00:00Z`),
      projeto,
      local: 'Auditório',
      horario: '14:00:00',
      palestrante: 'Rafael Nunes',
      subTitulo: 'Encontro do ciclo',
      foto: '/media/palestra-2.svg',
    },
  })

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('GET /palestras (public)', () => {
  it('answers an empty array when there are no lectures', async () => {
    const response = await t.request.get('/palestras')
    expect(response.status).toBe(200)
    expect(response.body).toEqual([])
  })

  it('lists only the events of the lecture cycle, earliest date first, in the lecture shape', async () => {
    const first = daysFromToday(3)
    await createEvent('Terceira', daysFromToday(90))
    await createEvent('Primeira', first)
    await createEvent('Outro projeto', daysFromToday(1), 'Inclusão Digital')
    await createEvent('Segunda', daysFromToday(30))

    const response = await t.request.get('/palestras')
    expect(response.status).toBe(200)
    expect(response.body.map((lecture: Lecture) => lecture.titulo)).toEqual(['Primeira', 'Segunda', 'Terceira'])
    expect(response.body[0]).toEqual({
      id: expect.any(Number),
      titulo: 'Primeira',
      data: first,
      horario: '14:00:00',
      palestrante: 'Rafael Nunes',
      subTitulo: 'Encontro do ciclo',
      foto: '/media/palestra-2.svg',
      imagem: null,
      local: 'Auditório',
    })
  })

  it('lists the lectures from today on in Brasília: earlier ones leave the list by themselves', async () => {
    await t.prisma.event.deleteMany()
    await createEvent('Ontem', daysFromToday(-1))
    await createEvent('Mês passado', daysFromToday(-30))
    await createEvent('Hoje', daysFromToday(0))
    await createEvent('Amanhã', daysFromToday(1))

    const response = await t.request.get('/palestras').expect(200)
    expect(response.body.map((lecture: Lecture) => lecture.titulo)).toEqual(['Hoje', 'Amanhã'])
  })
})
