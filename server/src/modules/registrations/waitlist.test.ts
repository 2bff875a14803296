import { messages } from '@site/contracts'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestApp, LIMITS_OUT_OF_REACH, type TestApp } from '../../../test/app.ts'
import { cancelLinkIn, insertEvent, isoDateInDays } from '../../../test/support/events.ts'
import { startSmtpInbox, waitForMail, type SmtpInbox } from '../../../test/support/smtp-inbox.ts'

const text = messages.waitlist
const TITLE = 'Memória ativa'

const person = (nome: string) => ({
  nome,
  email: `${nome.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  telefone: '(48) 99111-2233',
  titulo: TITLE,
  comoConheceu: 'Amigos',
})
const ANA = person('Ana Primeira')
const BETO = person('Beto Segundo')
const CAIO = person('Caio Terceiro')

let t: TestApp
let inbox: SmtpInbox
let staff: string

beforeAll(async () => {
  inbox = await startSmtpInbox()
  t = await createTestApp({
    env: { ...LIMITS_OUT_OF_REACH, SMTP_URL: inbox.url, PUBLIC_URL: 'https://fundacao.local' },
    extra: { mail: { pollIntervalMs: 50 } },
  })
  staff = await t.tokenFor('secretaria')
})
afterAll(async () => {
  await t.close()
  await inbox.close()
})
beforeEach(async () => {
  // The last test's mails are delivered first, so none of them arrives in this test's inbox.
  await vi.waitFor(async () => expect(await t.prisma.outboxMail.count({ where: { status: 'PENDING' } })).toBe(0), {
    timeout: 30_000,
  })
  inbox.messages.length = 0
  await t.prisma.outboxMail.deleteMany()
  await t.prisma.registration.deleteMany()
  await t.prisma.event.deleteMany()
})

/** An open event with one place, taken by Ana. */
async function fullEvent() {
  const event = await insertEvent(t.prisma, { titulo: TITLE, data: isoDateInDays(20), ativa: true })
  await t.prisma.event.update({ where: { id: event.id }, data: { vagas: 1 } })
  await t.request.post('/inscrever').send(ANA).expect(201)
  return event
}

const join = (body: object) => t.request.post('/inscricoes/espera').send(body)
const waitlistOf = (eventId: number) => t.request.get(`/eventos/${eventId}/espera`).set('Authorization', staff)

const mailTo = (to: string, subject: string) => waitForMail(inbox, to, subject)
const cancelLinkOf = (mail: ParsedMail) => cancelLinkIn(mail).searchParams.get('token')!

describe('the waiting list of a full event', () => {
  it('takes people in order, tells each their place by answer and by e-mail, and shows staff the list', async () => {
    const event = await fullEvent()
    const first = await join(BETO)
    expect(first.status).toBe(201)
    expect(first.body).toEqual({ mensagem: text.joined(1), posicao: 1 })
    expect((await join(CAIO)).body.posicao).toBe(2)

    const mail = await mailTo(CAIO.email, text.mailSubject(TITLE))
    expect(mail.text).toContain(text.mailJoined(2))

    const list = await waitlistOf(event.id).expect(200)
    expect(list.body).toEqual([
      { id: expect.any(Number), posicao: 1, nome: BETO.nome, email: BETO.email, telefone: BETO.telefone, criadoEm: expect.any(String) },
      { id: expect.any(Number), posicao: 2, nome: CAIO.nome, email: CAIO.email, telefone: CAIO.telefone, criadoEm: expect.any(String) },
    ])
    const events = await t.request.get('/eventos').set('Authorization', staff).expect(200)
    expect(events.body.Eventos[0]).toMatchObject({ inscritos: 1, vagas: 1, espera: 2 })
  })

  it('refuses, in Portuguese, a second place, a registered person and an event with places left', async () => {
    const event = await fullEvent()
    await join(BETO).expect(201)
    const again = await join({ ...BETO, nome: 'beto  SEGUNDO' })
    expect([again.status, again.body.mensagem]).toEqual([409, text.alreadyWaiting])
    const registered = await join(ANA)
    expect([registered.status, registered.body.mensagem]).toEqual([409, messages.registrations.duplicate])
    await t.prisma.event.update({ where: { id: event.id }, data: { vagas: 5 } })
    const open = await join(CAIO)
    expect([open.status, open.body.mensagem]).toEqual([409, text.notFull])
    expect(await t.prisma.waitlistEntry.count()).toBe(1)
  })

  it('gives a cancelled place to the first waiting, who is registered with a protocol and e-mailed the confirmation', async () => {
    const event = await fullEvent()
    await join(BETO).expect(201)
    await join(CAIO).expect(201)
    const confirmation = await mailTo(ANA.email, messages.registrationMail.subject(TITLE))

    await t.request.post('/inscricoes/cancelamento').send({ token: cancelLinkOf(confirmation) }).expect(200)

    const promoted = await t.prisma.registration.findMany({ where: { eventId: event.id } })
    expect(promoted).toEqual([expect.objectContaining({ nome: BETO.nome, email: BETO.email, protocolo: expect.stringMatching(/^INS-\d{4}-\d{6}$/) })])
    const mail = await mailTo(BETO.email, messages.registrationMail.subject(TITLE))
    expect(mail.text).toContain(`Protocolo: ${promoted[0]!.protocolo}`)
    const list = await waitlistOf(event.id).expect(200)
    expect(list.body.map((entry: { nome: string; posicao: number }) => [entry.posicao, entry.nome])).toEqual([[1, CAIO.nome]])
  })

  it('gives the place of a registration staff delete to the first waiting too', async () => {
    const event = await fullEvent()
    await join(BETO).expect(201)
    const ana = await t.prisma.registration.findFirstOrThrow({ where: { nome: ANA.nome } })
    await t.request.delete(`/lista/editar/${ana.id}`).set('Authorization', staff).expect(204)
    expect((await t.prisma.registration.findMany({ where: { eventId: event.id } })).map((row) => row.nome)).toEqual([BETO.nome])
    await mailTo(BETO.email, messages.registrationMail.subject(TITLE))
    expect(await t.prisma.waitlistEntry.count()).toBe(0)
  })

  it('answers 404 for the list of an unknown event', async () => {
    const response = await waitlistOf(999_999)
    expect([response.status, response.body.mensagem]).toEqual([404, messages.events.notFound])
  })
})

describe('a cancellation through the link', () => {
  it('is confirmed by e-mail, with the protocol and the event', async () => {
    await insertEvent(t.prisma, { titulo: TITLE, data: isoDateInDays(20), ativa: true })
    const registered = await t.request.post('/inscrever').send(ANA).expect(201)
    const confirmation = await mailTo(ANA.email, messages.registrationMail.subject(TITLE))
    await t.request.post('/inscricoes/cancelamento').send({ token: cancelLinkOf(confirmation) }).expect(200)
    const mail = await mailTo(ANA.email, messages.cancellationMail.subject(TITLE))
    expect(mail.text).toContain(messages.cancellationMail.cancelled)
    expect(mail.text).toContain(`Protocolo: ${registered.body.protocolo}`)
    expect(mail.text).toContain(`Evento: ${TITLE}`)
  })
})

describe('raising the places of an event', () => {
  const WAITING = ['Beto Segundo', 'Caio Terceiro', 'Dora Quarta', 'Edu Quinto', 'Fia Sexta', 'Gil Sétimo', 'Hana Oitava'].map(person)

  /** The full event of `fullEvent` with these people waiting, in this order. */
  async function eventWithWaiting(waiting: ReturnType<typeof person>[]) {
    const event = await fullEvent()
    for (const someone of waiting) await join(someone).expect(201)
    return event
  }

  /** PUT /eventos/:id with the event's own fields and these places. */
  const editPlaces = async (eventId: number, vagas: number | null) => {
    const row = await t.prisma.event.findUniqueOrThrow({ where: { id: eventId } })
    const fields = { titulo: row.titulo, local: row.local, data: row.data.toISOString().slice(0, 10), horario: row.horario.slice(0, 5) }
    const rest = { palestrante: row.palestrante, projeto: row.projeto, subTitulo: row.subTitulo, foto: row.foto }
    return t.request.put(`/eventos/${eventId}`).set('Authorization', staff).send({ ...fields, ...rest, vagas })
  }
  const setPlaces = async (eventId: number, vagas: number | null) => {
    const response = await editPlaces(eventId, vagas)
    expect(response.status).toBe(200)
    return response
  }
  const registeredNames = async (eventId: number) =>
    (await t.prisma.registration.findMany({ where: { eventId }, orderBy: { id: 'asc' } })).map((row) => row.nome)
  const waitingNames = async (eventId: number) =>
    (await waitlistOf(eventId).expect(200)).body.map((entry: { nome: string }) => entry.nome)

  it('gives the new places to the first waiting, in order, each registered with a protocol and e-mailed', async () => {
    const event = await eventWithWaiting(WAITING.slice(0, 3))
    const response = await setPlaces(event.id, 3)

    expect(response.body).toMatchObject({ vagas: 3, inscritos: 3, espera: 1 })
    expect(await registeredNames(event.id)).toEqual([ANA.nome, BETO.nome, CAIO.nome])
    expect(await waitingNames(event.id)).toEqual([WAITING[2]!.nome])
    for (const promoted of [BETO, CAIO]) {
      const row = await t.prisma.registration.findFirstOrThrow({ where: { nome: promoted.nome } })
      const mail = await mailTo(promoted.email, messages.registrationMail.subject(TITLE))
      expect(mail.text).toContain(`Protocolo: ${row.protocolo}`)
    }
  })

  it('registers everyone waiting when the places are no longer limited', async () => {
    const event = await eventWithWaiting(WAITING.slice(0, 3))
    await setPlaces(event.id, null)
    expect(await registeredNames(event.id)).toEqual([ANA.nome, ...WAITING.slice(0, 3).map((someone) => someone.nome)])
    expect(await waitingNames(event.id)).toEqual([])
  })

  it('keeps the list waiting while the event is closed, and fills the places when it is activated', async () => {
    const event = await eventWithWaiting(WAITING.slice(0, 2))
    await t.prisma.event.update({ where: { id: event.id }, data: { ativa: false } })
    await setPlaces(event.id, 2)
    expect(await registeredNames(event.id)).toEqual([ANA.nome])

    await t.request.put('/eventos').set('Authorization', staff).send({ titulo: TITLE, projeto: event.projeto, ativa: true }).expect(200)
    expect(await registeredNames(event.id)).toEqual([ANA.nome, BETO.nome])
    expect(await waitingNames(event.id)).toEqual([CAIO.nome])
  })

  it('never fills more places than the event has, with edits and cancellations at the same moment', async () => {
    const event = await eventWithWaiting(WAITING)
    await t.prisma.event.update({ where: { id: event.id }, data: { vagas: 2 } })
    await setPlaces(event.id, 2) // Beto takes the second place
    const tokens = await Promise.all(
      [ANA, BETO].map(async (someone) => cancelLinkOf(await mailTo(someone.email, messages.registrationMail.subject(TITLE)))),
    )

    const edits = Array.from({ length: 3 }, () => editPlaces(event.id, 4))
    const cancellations = tokens.map((token) => t.request.post('/inscricoes/cancelamento').send({ token }))
    const answers = await Promise.all([...edits, ...cancellations])

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(await registeredNames(event.id)).toEqual(WAITING.slice(1, 5).map((someone) => someone.nome))
    expect(await waitingNames(event.id)).toEqual(WAITING.slice(5).map((someone) => someone.nome))
  })
})
