import { messages } from '@site/contracts'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { insertEvent, isoDateInDays } from '../../../test/support/events.ts'
import { recipient, startSmtpInbox, type SmtpInbox } from '../../../test/support/smtp-inbox.ts'

const TITLE = 'Oficina de memória'

const walkIn = {
  nome: 'Benedita Souza Lima',
  email: 'benedita.lima@example.com',
  telefone: '(48) 99777-1212',
  titulo: TITLE,
  comoConheceu: 'Outros',
}

let t: TestApp
let inbox: SmtpInbox
let secretaria: string

beforeAll(async () => {
  inbox = await startSmtpInbox()
  // The public budget is one sign-up a minute: staff additions must not spend it.
  t = await createTestApp({
    env: { SMTP_URL: inbox.url, REGISTRATION_RATE_LIMIT_PER_MINUTE: '1' },
    extra: { mail: { pollIntervalMs: 50 } },
  })
  secretaria = await t.tokenFor('secretaria')
})
afterAll(async () => {
  await t.close()
  await inbox.close()
})
beforeEach(async () => {
  inbox.messages.length = 0
  await t.prisma.rateLimitCounter.deleteMany()
  await t.prisma.outboxMail.deleteMany()
  await t.prisma.registration.deleteMany()
  await t.prisma.event.deleteMany()
})

const eventOn = (data: string, ativa: boolean, vagas: number | null = null) =>
  insertEvent(t.prisma, { titulo: TITLE, data, ativa }).then((event) =>
    t.prisma.event.update({ where: { id: event.id }, data: { vagas } }),
  )

const add = (body: Record<string, unknown>, authorization = secretaria) =>
  t.request.post('/lista/adicionar').set('Authorization', authorization).send(body)

describe('POST /lista/adicionar (staff)', () => {
  it.each([
    ['past and inactive', isoDateInDays(-3), false],
    ['active but dated yesterday', isoDateInDays(-1), true],
    ['still to come but inactive', isoDateInDays(10), false],
  ])('adds a walk-in to an event %s, with a protocol number, and answers 201', async (_case, data, ativa) => {
    const event = await eventOn(data, ativa)
    const response = await add(walkIn)
    expect(response.status).toBe(201)
    expect(response.body).toEqual({
      mensagem: messages.adminRegistrations.created,
      id: expect.any(Number),
      ...walkIn,
      criadoEm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      protocolo: expect.stringMatching(/^INS-\d{4}-\d{6}$/),
    })
    const row = await t.prisma.registration.findUniqueOrThrow({ where: { id: response.body.id } })
    expect(row).toMatchObject({ eventId: event.id, protocolo: response.body.protocolo })
  })

  it('sends the confirmation e-mail only when staff ask for it', async () => {
    await eventOn(isoDateInDays(5), true)
    await add(walkIn).expect(201)
    await add({ ...walkIn, enviarConfirmacao: false, nome: 'Caio Prado', email: 'caio@example.com' }).expect(201)
    const ticked = await add({ ...walkIn, enviarConfirmacao: true, nome: 'Dora Reis', email: 'dora@example.com' }).expect(201)

    const mail = await vi.waitFor(
      () => inbox.messages.find((message) => recipient(message) === 'dora@example.com') ?? Promise.reject(new Error('not yet')),
      { timeout: 60_000, interval: 50 },
    )
    expect(mail.text).toContain(ticked.body.protocolo)
    expect(mail.text).toContain(TITLE)
    expect(await t.prisma.outboxMail.count()).toBe(1)
    expect(inbox.messages.map(recipient)).toEqual(['dora@example.com'])
  })

  it('respects the places with the staff wording, and still says "already registered" first', async () => {
    const event = await eventOn(isoDateInDays(-2), false, 1)
    await add(walkIn).expect(201)
    const again = await add({ ...walkIn, nome: 'BENEDITA  SOUZA LIMA' })
    expect(again.status).toBe(409)
    expect(again.body.mensagem).toBe(messages.registrations.duplicate)
    const full = await add({ ...walkIn, nome: 'Caio Prado', enviarConfirmacao: true })
    expect(full.status).toBe(409)
    expect(full.body).toMatchObject({ message: messages.eventOperations.fullForStaff, mensagem: messages.eventOperations.fullForStaff })
    expect(await t.prisma.registration.count({ where: { eventId: event.id } })).toBe(1)
    expect(await t.prisma.outboxMail.count()).toBe(0)
  })

  it('answers 404 when no event has that titulo, and 400 with the form messages for bad input', async () => {
    await eventOn(isoDateInDays(5), true)
    const unknown = await add({ ...walkIn, titulo: 'Evento que não existe' })
    expect(unknown.status).toBe(404)
    expect(unknown.body.mensagem).toBe(messages.events.notFound)
    const invalid = await add({ ...walkIn, nome: ' ', comoConheceu: 'Rádio', enviarConfirmacao: 'sim' })
    expect(invalid.status).toBe(400)
    expect(invalid.body.issues).toEqual(
      expect.arrayContaining([
        { campo: 'nome', mensagem: messages.common.requiredFields },
        { campo: 'comoConheceu', mensagem: messages.registrations.invalidHowFound },
        { campo: 'enviarConfirmacao', mensagem: messages.common.invalidRequest },
      ]),
    )
    expect(await t.prisma.registration.count()).toBe(0)
  })

  it('neither spends nor is stopped by the public per-address budget', async () => {
    await eventOn(isoDateInDays(5), true)
    for (const nome of ['Caio Prado', 'Dora Reis', 'Eva Nunes']) await add({ ...walkIn, nome }).expect(201)
    await t.request.post('/inscrever').send(walkIn).expect(201)
    expect((await t.request.post('/inscrever').send({ ...walkIn, nome: 'Fábio Luz' })).status).toBe(429)
    await add({ ...walkIn, nome: 'Gil Matos' }).expect(201)
  })

  it('is refused to a Comunicação account (403) and without a session (401), storing nothing', async () => {
    await eventOn(isoDateInDays(5), true)
    expect((await add(walkIn, await t.tokenFor('comunicacao'))).status).toBe(403)
    expect((await t.request.post('/lista/adicionar').send(walkIn)).status).toBe(401)
    expect(await t.prisma.registration.count()).toBe(0)
  })
})

describe('POST /inscrever keeps refusing what staff may do', () => {
  it('answers 409 "Inscrições encerradas" for a past event staff can still add to', async () => {
    await eventOn(isoDateInDays(-3), false)
    const response = await t.request.post('/inscrever').send(walkIn)
    expect(response.status).toBe(409)
    expect(response.body.mensagem).toBe(messages.registrations.closed)
    expect(await t.prisma.registration.count()).toBe(0)
  })
})
