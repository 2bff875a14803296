import { type Lecture } from '@site/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { insertEvent, isoDateInDays } from '../../../test/support/events.ts'

let t: TestApp

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
    const first = isoDateInDays(3)
    await insertEvent(t.prisma, { titulo: 'Terceira', data: isoDateInDays(90) })
    await insertEvent(t.prisma, { titulo: 'Primeira', data: first })
    await insertEvent(t.prisma, { titulo: 'Outro projeto', data: isoDateInDays(1), projeto: 'Inclusão Digital' })
    await insertEvent(t.prisma, { titulo: 'Segunda', data: isoDateInDays(30) })

    const response = await t.request.get('/palestras')
    expect(response.status).toBe(200)
    expect(response.body.map((lecture: Lecture) => lecture.titulo)).toEqual(['Primeira', 'Segunda', 'Terceira'])
    expect(response.body[0]).toEqual({
      id: expect.any(Number),
      titulo: 'Primeira',
      data: first,
      horario: '14:00:00',
      palestrante: 'Dra. Helena Prado',
      subTitulo: 'Encontro do ciclo',
      foto: '/media/palestra-1.svg',
      imagem: null,
      local: 'Auditório',
    })
  })

  it('lists the lectures from today on in Brasília: earlier ones leave the list by themselves', async () => {
    await t.prisma.event.deleteMany()
    await insertEvent(t.prisma, { titulo: 'Ontem', data: isoDateInDays(-1) })
    await insertEvent(t.prisma, { titulo: 'Mês passado', data: isoDateInDays(-30) })
    await insertEvent(t.prisma, { titulo: 'Hoje', data: isoDateInDays(0) })
    await insertEvent(t.prisma, { titulo: 'Amanhã', data: isoDateInDays(1) })

    const response = await t.request.get('/palestras').expect(200)
    expect(response.body.map((lecture: Lecture) => lecture.titulo)).toEqual(['Hoje', 'Amanhã'])
  })
})
