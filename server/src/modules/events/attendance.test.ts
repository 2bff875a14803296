import {
  certificateIssueBlock,
  certificatesIssuedText,
  LECTURE_CYCLE_PROJECT,
  messages,
  SITE_NAMES,
  type Attendee,
  type EventAttendance,
} from '@site/contracts'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestApp, LIMITS_OUT_OF_REACH, type TestApp } from '../../../test/app.ts'
import { insertEvent, isoDateInDays } from '../../../test/support/events.ts'
import { pdfTextLines } from '../../../test/support/pdf.ts'
import { recipient, startSmtpInbox, type SmtpInbox } from '../../../test/support/smtp-inbox.ts'

const ORIGIN = 'https://fundacao.example.org'
const TITLE = 'Oficina de celular'
const ops = messages.eventOperations
const text = messages.certificateManagement

let t: TestApp
let inbox: SmtpInbox
let token: string

beforeAll(async () => {
  inbox = await startSmtpInbox()
  t = await createTestApp({
    env: { ...LIMITS_OUT_OF_REACH, SMTP_URL: inbox.url, PUBLIC_URL: ORIGIN },
    extra: { mail: { pollIntervalMs: 50 } },
  })
  token = await t.adminToken()
})
afterAll(async () => {
  await t.close()
  await inbox.close()
})
beforeEach(async () => {
  await t.prisma.outboxMail.deleteMany()
  await t.prisma.registration.deleteMany()
  await t.prisma.event.deleteMany()
  await t.prisma.certificate.deleteMany()
  inbox.messages.length = 0
})

const people = ['Beatriz Lima', 'Álvaro Souza', 'Carla Dias']

// Every registration also queues its confirmation: these tests look at the certificate mails only.
const certificateSubject = { startsWith: `${ops.certificateMailSubject}:` }
const certificateMailsReceived = () => inbox.messages.filter((message) => message.subject?.startsWith(certificateSubject.startsWith))
const certificateMailsQueued = () => t.prisma.outboxMail.count({ where: { subject: certificateSubject } })

/**
 * An open event with 4 hours and the three people registered through the public call, then dated `day` days from
 * today in Brasília (0: the event's day has come, so its certificates may be issued).
 */
async function eventWithRegistrations(cargaHoraria: number | null = 4, { day = 0, projeto = LECTURE_CYCLE_PROJECT } = {}) {
  const event = await insertEvent(t.prisma, { titulo: TITLE, data: isoDateInDays(3), ativa: true, projeto })
  await t.prisma.event.update({ where: { id: event.id }, data: { cargaHoraria } })
  for (const [index, nome] of people.entries()) {
    await t.request
      .post('/inscrever')
      .send({ nome, email: `pessoa${index}@example.com`, telefone: '(48) 3333-0000', titulo: TITLE, comoConheceu: 'Amigos' })
      .expect(201)
  }
  const data = new Date(`${isoDateInDays(day)}T00:00:00Z`)
  return t.prisma.event.update({ where: { id: event.id }, data: { data } })
}

const attendance = async (eventId: number): Promise<EventAttendance> =>
  (await t.request.get(`/eventos/${eventId}/inscricoes`).set('Authorization', token).expect(200)).body

const mark = (eventId: number, inscricaoId: number, presente: boolean) =>
  t.request.put(`/eventos/${eventId}/inscricoes/${inscricaoId}/presenca`).set('Authorization', token).send({ presente })

const issue = (eventId: number) => t.request.post(`/eventos/${eventId}/certificados`).set('Authorization', token)

const byName = (list: EventAttendance, nome: string): Attendee => list.inscricoes.find((item) => item.nome === nome)!

describe('attendance list', () => {
  it('lists the event with its count and its registrations in alphabetical order, none present yet', async () => {
    const event = await eventWithRegistrations()
    const list = await attendance(event.id)
    expect(list.evento).toMatchObject({ id: event.id, titulo: TITLE, cargaHoraria: 4, inscritos: 3 })
    expect(list.inscricoes.map((item) => item.nome)).toEqual(['Álvaro Souza', 'Beatriz Lima', 'Carla Dias'])
    expect(list.inscricoes[0]).toEqual({
      id: expect.any(Number),
      nome: 'Álvaro Souza',
      email: 'pessoa1@example.com',
      telefone: '(48) 3333-0000',
      presente: false,
      certificado: null,
    })
  })

  it('marks and unmarks "Presente"', async () => {
    const event = await eventWithRegistrations()
    const beatriz = byName(await attendance(event.id), 'Beatriz Lima')
    const marked = await mark(event.id, beatriz.id, true)
    expect(marked.status).toBe(200)
    expect(marked.body).toMatchObject({ id: beatriz.id, presente: true })
    expect(byName(await attendance(event.id), 'Beatriz Lima').presente).toBe(true)
    await mark(event.id, beatriz.id, false).expect(200)
    expect(byName(await attendance(event.id), 'Beatriz Lima').presente).toBe(false)
  })

  it('answers 404 for a registration of another event and for an unknown event', async () => {
    const event = await eventWithRegistrations()
    const other = await insertEvent(t.prisma, { titulo: 'Outro', data: isoDateInDays(3) })
    const beatriz = byName(await attendance(event.id), 'Beatriz Lima')
    const wrongEvent = await mark(other.id, beatriz.id, true)
    expect(wrongEvent.status).toBe(404)
    expect(wrongEvent.body.mensagem).toBe(messages.registrations.notFound)
    expect((await t.request.get('/eventos/999999/inscricoes').set('Authorization', token)).status).toBe(404)
    expect((await issue(999999)).body.mensagem).toBe(messages.events.notFound)
  })

  it('requires a boolean presente', async () => {
    const event = await eventWithRegistrations()
    const beatriz = byName(await attendance(event.id), 'Beatriz Lima')
    const response = await t.request
      .put(`/eventos/${event.id}/inscricoes/${beatriz.id}/presenca`)
      .set('Authorization', token)
      .send({ presente: 'sim' })
    expect(response.status).toBe(400)
    expect(response.body.issues).toContainEqual({ campo: 'presente', mensagem: messages.common.completeAllFields })
  })
})

describe('Emitir certificados', () => {
  it('issues one certificate per attendee with the event hours, and e-mails each the link to it', async () => {
    const event = await eventWithRegistrations(4)
    const list = await attendance(event.id)
    for (const nome of ['Álvaro Souza', 'Carla Dias']) await mark(event.id, byName(list, nome).id, true).expect(200)

    const response = await issue(event.id)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ emitidos: 2, mensagem: certificatesIssuedText(2) })

    const after = await attendance(event.id)
    expect(byName(after, 'Beatriz Lima').certificado).toBeNull()
    for (const nome of ['Álvaro Souza', 'Carla Dias']) {
      const codigo = byName(after, nome).certificado!
      expect(codigo).toMatch(/^[A-Z2-9]{8}$/)
      const lookup = await t.request.get(`/certificado/${codigo.toLowerCase()}`)
      expect(lookup.body).toMatchObject({ codigo, nome, curso: TITLE, horas: 4, link: `${ORIGIN}/certificado/${codigo}/pdf` })
    }

    await vi.waitFor(() => expect(certificateMailsReceived()).toHaveLength(2), { timeout: 60_000 })
    for (const nome of ['Álvaro Souza', 'Carla Dias']) {
      const attendee = byName(after, nome)
      const mail = certificateMailsReceived().find((message) => recipient(message) === attendee.email)!
      expect(mail.subject).toBe(`${ops.certificateMailSubject}: ${TITLE}`)
      expect(mail.text).toContain(`${ORIGIN}/validador/${attendee.certificado}`)
      expect(mail.text).toContain('4 horas')
    }
  })

  it('issues nothing twice: a second click, even a simultaneous one, finds no one without a certificate', async () => {
    const event = await eventWithRegistrations()
    for (const attendee of (await attendance(event.id)).inscricoes) await mark(event.id, attendee.id, true).expect(200)

    const [first, second] = await Promise.all([issue(event.id), issue(event.id)])
    expect([first.body.emitidos, second.body.emitidos].sort()).toEqual([0, 3])
    const again = await issue(event.id)
    expect(again.body).toEqual({ emitidos: 0, mensagem: ops.noneToIssue })
    expect(await t.prisma.certificate.count()).toBe(3)
    expect(await certificateMailsQueued()).toBe(3)

    // Someone marked present later gets theirs, and only they do.
    const late = await t.request
      .post('/inscrever')
      .send({ nome: 'Davi Rocha', email: 'davi@example.com', telefone: '(48) 3333-0001', titulo: TITLE, comoConheceu: 'Outros' })
      .expect(201)
    await mark(event.id, late.body.id, true).expect(200)
    expect((await issue(event.id)).body.emitidos).toBe(1)
    expect(await t.prisma.certificate.count()).toBe(4)
  })

  it('refuses with 409 while the event has no Carga horária, and issues nothing', async () => {
    const event = await eventWithRegistrations(null)
    const [first] = (await attendance(event.id)).inscricoes
    await mark(event.id, first!.id, true).expect(200)
    const response = await issue(event.id)
    expect(response.status).toBe(409)
    expect(response.body.mensagem).toBe(ops.hoursMissing)
    expect(await t.prisma.certificate.count()).toBe(0)
    expect(await certificateMailsQueued()).toBe(0)
  })

  it("refuses before the event's day in Brasília (409 with the day), and issues and mails nothing", async () => {
    const event = await eventWithRegistrations(4, { day: 1 })
    for (const attendee of (await attendance(event.id)).inscricoes) await mark(event.id, attendee.id, true).expect(200)
    const response = await issue(event.id)
    expect(response.status).toBe(409)
    expect(response.body.mensagem).toBe(certificateIssueBlock(isoDateInDays(1)))
    expect(response.body.mensagem).toContain(isoDateInDays(1).split('-').reverse().join('/'))
    expect(await t.prisma.certificate.count()).toBe(0)
    expect(await certificateMailsQueued()).toBe(0)
  })

  it("prints a talk's participation and a course's completion, each with the event's day", async () => {
    const certificateText = async (projeto: string) => {
      await t.prisma.registration.deleteMany()
      await t.prisma.event.deleteMany()
      const event = await eventWithRegistrations(4, { day: -2, projeto })
      const [first] = (await attendance(event.id)).inscricoes
      await mark(event.id, first!.id, true).expect(200)
      await issue(event.id).expect(200)
      const { certificado } = byName(await attendance(event.id), first!.nome)
      const pdf = await t.app.inject({ url: `/certificado/${certificado}/pdf` })
      expect(pdf.statusCode).toBe(200)
      return pdfTextLines(new Uint8Array(pdf.rawPayload))
    }
    const held = `${text.pdfHeldOn(isoDateInDays(-2).split('-').reverse().join('/'))}, ${text.pdfWorkload} 4 horas.`
    const talk = await certificateText(LECTURE_CYCLE_PROJECT)
    expect(talk).toEqual(expect.arrayContaining([text.pdfAttended, TITLE, held]))
    expect(talk).not.toContain(text.pdfCompleted)
    const course = await certificateText('Inclusão Digital Básica')
    expect(course).toEqual(expect.arrayContaining([text.pdfCompleted, TITLE, held]))
  })

  it("signs the PDF and the mail with the foundation's name set in Configurações, else the site's own", async () => {
    const issueOne = async () => {
      await t.prisma.registration.deleteMany()
      await t.prisma.event.deleteMany()
      inbox.messages.length = 0
      const event = await eventWithRegistrations(4)
      const [first] = (await attendance(event.id)).inscricoes
      await mark(event.id, first!.id, true).expect(200)
      await issue(event.id).expect(200)
      const { certificado, email } = byName(await attendance(event.id), first!.nome)
      const pdf = await t.app.inject({ url: `/certificado/${certificado}/pdf` })
      // This certificate's mail: one of an earlier test may still be on its way when this one starts.
      const mailsOfThis = () => certificateMailsReceived().filter((message) => message.text?.includes(`${ORIGIN}/validador/${certificado}`))
      await vi.waitFor(() => expect(mailsOfThis()).toHaveLength(1), { timeout: 60_000 })
      expect(recipient(mailsOfThis()[0]!)).toBe(email)
      return { lines: await pdfTextLines(new Uint8Array(pdf.rawPayload)), mail: mailsOfThis()[0]!.text ?? '' }
    }
    const byDefault = await issueOne()
    expect(byDefault.lines).toContain(SITE_NAMES.name.toUpperCase())
    expect(byDefault.mail).toContain(SITE_NAMES.name)

    const nomeFundacao = 'Fundação Municipal de Educação de São José'
    await t.request.put('/configuracoes/contatos').set('Authorization', token).send({ nomeFundacao }).expect(200)
    const configured = await issueOne()
    expect(configured.lines).toContain(nomeFundacao.toUpperCase())
    expect(configured.mail).toContain(nomeFundacao)
    await t.prisma.siteSetting.deleteMany()
  })

  it('says there is nothing to issue when no one is marked present', async () => {
    const event = await eventWithRegistrations()
    expect((await issue(event.id)).body).toEqual({ emitidos: 0, mensagem: ops.noneToIssue })
  })
})
