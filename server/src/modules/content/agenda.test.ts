import { isoDateInSiteZone, type CalendarEntry } from '@site/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'

let t: TestApp
let token: string

beforeAll(async () => {
  t = await createTestApp()
  token = await t.adminToken()
})
afterAll(() => t.close())

const daysFromToday = (days: number) => isoDateInSiteZone(new Date(Date.now() + days * 86_400_000))
const add = (titulo: string, data: string, horario?: string) =>
  t.request.post('/conteudo/calendario').set('Authorization', token).send({ titulo, data, horario }).expect(201)

describe('GET /agenda (public)', () => {
  it('lists the foundation’s entries from today on, by date and start time, whatever their place in the staff’s list', async () => {
    await add('Entrega de certificados', daysFromToday(38))
    await add('Reunião de pais', daysFromToday(22), '14h')
    await add('Já passou', daysFromToday(-1), '9h')
    await add('Abertura das turmas', daysFromToday(22), '9h')
    await add('Hoje à tarde', daysFromToday(0), '15h30')

    const response = await t.request.get('/agenda').expect(200)
    expect((response.body as CalendarEntry[]).map((entry) => entry.titulo)).toEqual([
      'Hoje à tarde',
      'Abertura das turmas',
      'Reunião de pais',
      'Entrega de certificados',
    ])
    // The staff's own list keeps every entry, the past one too, by date only (a day's times are the agenda's order).
    const staffList = (await t.request.get('/conteudo/calendario').expect(200)).body as CalendarEntry[]
    expect(staffList.map((entry) => entry.titulo)).toEqual([
      'Já passou',
      'Hoje à tarde',
      'Reunião de pais',
      'Abertura das turmas',
      'Entrega de certificados',
    ])
  })
})
