import { LECTURE_CYCLE_PROJECT, type Lecture } from '@site/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { nameKey } from '../../db/keys.ts'

let t: TestApp

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
    await createEvent('Terceira', '2025-09-01')
    await createEvent('Primeira', '2025-03-01')
    await createEvent('Outro projeto', '2025-01-01', 'Inclusão Digital')
    await createEvent('Segunda', '2025-06-01')

    const response = await t.request.get('/palestras')
    expect(response.status).toBe(200)
    expect(response.body.map((lecture: Lecture) => lecture.titulo)).toEqual(['Primeira', 'Segunda', 'Terceira'])
    expect(response.body[0]).toEqual({
      id: expect.any(Number),
      titulo: 'Primeira',
      data: '2025-03-01',
      horario: '14:00:00',
      palestrante: 'Rafael Nunes',
      subTitulo: 'Encontro do ciclo',
      foto: '/media/palestra-2.svg',
      imagem: null,
      local: 'Auditório',
    })
  })
})
