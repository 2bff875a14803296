import {
  COURSE_PAGES,
  isoDateInSiteZone,
  isPlaceholderLink,
  LECTURE_CYCLE_PROJECT,
  type CalendarEntry,
  type CourseOffering,
  type Partner,
} from '@site/contracts'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { publicOrigin } from '../../config/env.ts'
import { seedSiteContent } from './seed-content.ts'
import { seedDemoContent } from './seed.ts'

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../../client/public')

describe('demo content', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('fills an empty database once, with pictures the site really has', async () => {
    expect(await seedDemoContent(t.prisma, publicOrigin(t.config))).toBe(true)
    expect(await seedDemoContent(t.prisma, publicOrigin(t.config))).toBe(false)

    const events = await t.prisma.event.findMany()
    expect(events.filter((event) => event.ativa)).toHaveLength(1)
    for (const { foto } of events) expect(existsSync(path.join(PUBLIC_DIR, foto)), foto).toBe(true)
  })

  it("links each certificate to its own PDF on this site, which answers", async () => {
    const certificates = await t.prisma.certificate.findMany()
    expect(certificates.length).toBeGreaterThan(0)
    for (const { link } of certificates) {
      expect(link.startsWith(publicOrigin(t.config))).toBe(true)
      const response = await t.request.get(new URL(link).pathname)
      expect(response.status, link).toBe(200)
      expect(response.headers['content-type']).toBe('application/pdf')
    }
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

describe('site content seed', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('fills the lists and the contact data once, with no placeholder link and no social profile', async () => {
    expect(await seedSiteContent(t.prisma)).toBe(true)
    expect(await seedSiteContent(t.prisma)).toBe(false)

    const team = (await t.request.get('/conteudo/equipe').expect(200)).body
    expect(team.length).toBeGreaterThanOrEqual(10)
    const partners = (await t.request.get('/conteudo/parceiros').expect(200)).body as Partner[]
    for (const { link } of partners) if (link) expect(isPlaceholderLink(link), link).toBe(false)
    const offerings = (await t.request.get('/conteudo/turmas').expect(200)).body as CourseOffering[]
    expect(new Set(offerings.map((offering) => offering.curso))).toEqual(new Set(Object.keys(COURSE_PAGES)))
    const calendar = (await t.request.get('/conteudo/calendario').expect(200)).body as CalendarEntry[]
    for (const entry of calendar) expect(entry.data >= isoDateInSiteZone()).toBe(true)

    const contacts = (await t.request.get('/configuracoes/contatos').expect(200)).body
    expect(contacts.email).toMatch(/@fundacao\.local$/)
    expect(contacts).not.toHaveProperty('instagram')
    expect(contacts).not.toHaveProperty('facebook')
    expect(contacts).not.toHaveProperty('youtube')
  })
})
