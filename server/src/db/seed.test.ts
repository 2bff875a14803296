import { isoDateInSiteZone, LECTURE_CYCLE_PROJECT } from '@site/contracts'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/app.ts'
import { seedDemoContent } from './seed.ts'

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../client/public')

describe('demo content', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('fills an empty database once, with pictures the site really has', async () => {
    expect(await seedDemoContent(t.prisma)).toBe(true)
    expect(await seedDemoContent(t.prisma)).toBe(false)

    const events = await t.prisma.event.findMany()
    expect(events.filter((event) => event.ativa)).toHaveLength(1)
    for (const { foto } of events) expect(existsSync(path.join(PUBLIC_DIR, foto)), foto).toBe(true)
  })

  it('has an active lecture still to come, which takes registrations', async () => {
    const { body } = await t.request.post('/eventos/ativa').send({ projeto: LECTURE_CYCLE_PROJECT }).expect(200)
    expect(body.consulta.data >= isoDateInSiteZone()).toBe(true)
    const response = await t.request.post('/inscrever').send({
      nome: 'Visitante da Demonstração',
      email: 'visitante@example.com',
      telefone: '(48) 99999-0000',
      titulo: body.consulta.titulo,
      comoConheceu: 'Amigos',
    })
    expect(response.status).toBe(201)
  })
})
