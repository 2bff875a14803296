import { messages, PATHS } from '@site/contracts'
import ICAL from 'ical.js'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestApp, LIMITS_OUT_OF_REACH, type TestApp } from '../../../test/app.ts'
import { cancelLinkIn, insertEvent, isoDateInDays } from '../../../test/support/events.ts'
import { recipient, startSmtpInbox, type SmtpInbox } from '../../../test/support/smtp-inbox.ts'

const msg = messages.registrationCancel
const ORIGIN = 'https://fundacao.local'

const person = {
  nome: 'Marta Quintino Silva',
  email: 'marta.quintino@example.com',
  telefone: '(48) 99111-2233',
  titulo: 'Memória ativa',
  comoConheceu: 'Amigos',
}

let t: TestApp
let inbox: SmtpInbox

beforeAll(async () => {
  inbox = await startSmtpInbox()
  t = await createTestApp({
    env: { ...LIMITS_OUT_OF_REACH, SMTP_URL: inbox.url, PUBLIC_URL: ORIGIN },
    extra: { mail: { pollIntervalMs: 50 } },
  })
})
afterAll(async () => {
  await t.close()
  await inbox.close()
})
beforeEach(async () => {
  inbox.messages.length = 0
  await t.prisma.outboxMail.deleteMany()
  await t.prisma.registration.deleteMany()
  await t.prisma.event.deleteMany()
})

/** An open lecture on `data` at 14:00 in Brasília (the test events' time), at a place with commas to escape. */
const openEvent = (data = isoDateInDays(20)) =>
  insertEvent(t.prisma, { titulo: person.titulo, data, ativa: true }).then((event) =>
    t.prisma.event.update({ where: { id: event.id }, data: { local: 'Auditório Central, Rua das Flores, 120' } }),
  )

/** Registers and returns the confirmation as the registrant's mailbox received it. */
async function registerAndReceive(body = person): Promise<{ id: number; protocolo: string; mail: ParsedMail }> {
  const response = await t.request.post('/inscrever').send(body).expect(201)
  const mail = await vi.waitFor(
    () => {
      // Mails of earlier registrations (and of their cancellations) may still arrive: this one's cancel link names its id.
      const found = inbox.messages.find(
        (message) =>
          recipient(message) === body.email &&
          message.subject === messages.registrationMail.subject(body.titulo) &&
          tokenIn(message).startsWith(`${response.body.id}.`),
      )
      if (!found) throw new Error('confirmation not received yet')
      return found
    },
    { timeout: 60_000, interval: 50 },
  )
  return { id: response.body.id, protocolo: response.body.protocolo, mail }
}

/** The properties of an iCalendar text, folded lines joined and values unescaped. */
function icsProperties(text: string): Record<string, string> {
  const unfolded = text.replace(/\r?\n[ \t]/g, '')
  const properties: Record<string, string> = {}
  for (const line of unfolded.split(/\r?\n/)) {
    const separator = line.indexOf(':')
    if (separator < 0) continue
    const name = line.slice(0, separator).split(';')[0]!
    properties[name] ??= line.slice(separator + 1).replace(/\\([,;\\])/g, '$1').replace(/\\n/gi, '\n')
  }
  return properties
}

const tokenIn = (mail: ParsedMail) => cancelLinkIn(mail).searchParams.get('token')!

const details = (token: string) => t.request.get('/inscricoes/cancelamento').query({ token })
const confirm = (token: string) => t.request.post('/inscricoes/cancelamento').send({ token })

describe('the confirmation e-mail of a registration', () => {
  it('reaches the registrant with the event, its date, time and place, and the cancel link', async () => {
    const event = await openEvent()
    const { mail, protocolo } = await registerAndReceive()
    const date = event.data.toISOString().slice(0, 10).split('-').reverse().join('/')
    expect(protocolo).toMatch(/^INS-\d{4}-\d{6}$/)
    expect(mail.text).toContain(`Protocolo: ${protocolo}`)
    expect(mail.subject).toBe(`Inscrição confirmada: ${person.titulo}`)
    expect(mail.text).toContain(`Olá, ${person.nome}!`)
    expect(mail.text).toContain(`Data: ${date}, às 14h00 (horário de Brasília)`)
    expect(mail.text).toContain('Local: Auditório Central, Rua das Flores, 120')
    expect(mail.text).toContain('Palestrante: Dra. Helena Prado')
    const link = cancelLinkIn(mail)
    expect(link.origin + link.pathname).toBe(`${ORIGIN}${PATHS.registrationCancel}`)
  })

  it('attaches an .ics file with the start in UTC, the two-hour duration, the place and the title', async () => {
    const data = isoDateInDays(20)
    await openEvent(data)
    const { id, mail } = await registerAndReceive()
    expect(mail.attachments).toHaveLength(1)
    const [invite] = mail.attachments
    expect(invite!.filename).toBe('evento.ics')
    expect(invite!.contentType).toBe('text/calendar')
    const ics = icsProperties(invite!.content.toString('utf8'))
    // 14:00 in Brasília (UTC−3 all year since 2019) is 17:00 UTC.
    expect(ics.DTSTART).toBe(`${data.replace(/-/g, '')}T170000Z`)
    expect(ics.DURATION).toBe('PT120M')
    expect(ics.SUMMARY).toBe(person.titulo)
    expect(ics.LOCATION).toBe('Auditório Central, Rua das Flores, 120')
    expect(ics.UID).toBe(`inscricao-${id}@fundacao.local`)
    expect(ics.METHOD).toBe('PUBLISH')
  })

  it('attaches an .ics that a strict reader accepts: ORGANIZER from MAIL_FROM, lines folded at 75 octets', async () => {
    // Accented words make a line longer in octets than in characters: the fold must count octets.
    const titulo = 'Educação, memória e convivência: conversas sobre a história da região e seus patrimônios'
    const local = 'Auditório João Ávila, Praça da Matriz, 120 — São José, térreo, acessível por rampa à direita'
    const palestrante = 'Profª. Drª. Conceição Araújo Brandão, coordenadora pedagógica da Fundação Educacional'
    const event = await insertEvent(t.prisma, { titulo, data: isoDateInDays(20), ativa: true })
    await t.prisma.event.update({ where: { id: event.id }, data: { local, palestrante } })
    const { mail } = await registerAndReceive({ ...person, titulo })
    const text = mail.attachments[0]!.content.toString('utf8')

    const lines = text.split('\r\n')
    expect(lines.at(-1)).toBe('')
    for (const line of lines) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75)
    expect(text).not.toContain('\uFFFD')
    expect(lines.some((line) => line.startsWith(' '))).toBe(true)

    const calendar = new ICAL.Component(ICAL.parse(text))
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
    const vevent = calendar.getFirstSubcomponent('vevent')!
    expect(vevent.getFirstPropertyValue('summary')).toBe(titulo)
    expect(vevent.getFirstPropertyValue('location')).toBe(local)
    expect(vevent.getFirstPropertyValue('description')).toContain(`Palestrante: ${palestrante}`)
    const organizer = vevent.getFirstProperty('organizer')!
    expect(organizer.getFirstValue()).toBe('mailto:nao-responda@fundacao.local')
    expect(organizer.getParameter('cn')).toBe('Fundação Educacional')
    for (const required of ['uid', 'dtstamp', 'dtstart']) expect(vevent.hasProperty(required), required).toBe(true)
  })

  it('is queued with the registration only: a refused duplicate queues nothing', async () => {
    await openEvent()
    await registerAndReceive()
    await t.request.post('/inscrever').send({ ...person, email: 'outra@example.com' }).expect(409)
    expect(await t.prisma.outboxMail.count()).toBe(1)
    expect(await t.prisma.registration.count()).toBe(1)
  })

  it('never writes the registrant’s name, e-mail or phone to the logs', async () => {
    await openEvent()
    const { mail } = await registerAndReceive()
    await details(tokenIn(mail)).expect(200)
    await confirm(tokenIn(mail)).expect(200)
    await vi.waitFor(() => expect(t.logLines.some((line) => line.includes('outbox: mail sent'))).toBe(true))
    const logs = t.logLines.join('\n')
    for (const value of [person.nome, person.email, person.telefone, tokenIn(mail)]) expect(logs).not.toContain(value)
  })
})

describe('the "Cancelar inscrição" link', () => {
  it('shows the event without personal data, cancels on confirmation, then says it is already cancelled', async () => {
    const event = await openEvent()
    const { mail } = await registerAndReceive()
    const token = tokenIn(mail)

    const shown = await details(token)
    expect(shown.status).toBe(200)
    expect(shown.body).toEqual({
      titulo: person.titulo,
      data: event.data.toISOString().slice(0, 10),
      horario: '14:00:00',
      local: 'Auditório Central, Rua das Flores, 120',
    })

    const cancelled = await confirm(token)
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toEqual({ mensagem: msg.cancelled })
    expect(await t.prisma.registration.count()).toBe(0)

    for (const again of [await details(token), await confirm(token)]) {
      expect(again.status).toBe(410)
      expect(again.body).toMatchObject({ statusCode: 410, mensagem: msg.alreadyCancelled })
    }
  })

  it('lets the person register again after cancelling (the one-per-person rule counts live registrations)', async () => {
    await openEvent()
    const { mail } = await registerAndReceive()
    await confirm(tokenIn(mail)).expect(200)
    await t.request.post('/inscrever').send(person).expect(201)
    // The old link names the cancelled registration, never the new one.
    expect((await confirm(tokenIn(mail))).status).toBe(410)
    expect(await t.prisma.registration.count()).toBe(1)
  })

  it('gives the seat back: a full event takes a new registration once one is cancelled', async () => {
    const event = await openEvent()
    await t.prisma.event.update({ where: { id: event.id }, data: { vagas: 1 } })
    const { mail } = await registerAndReceive()
    const other = { ...person, nome: 'Otávio Reis', email: 'otavio.reis@example.com' }
    const full = await t.request.post('/inscrever').send(other)
    expect(full.status).toBe(409)
    expect(full.body.mensagem).toBe(messages.eventOperations.full)
    await confirm(tokenIn(mail)).expect(200)
    await t.request.post('/inscrever').send(other).expect(201)
  })

  it('refuses a tampered or malformed link with a clear message, cancelling nothing', async () => {
    await openEvent()
    const { id, mail } = await registerAndReceive()
    const token = tokenIn(mail)
    const signature = token.split('.')[1]!
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`
    const tampered = [
      `${id}.${flipped}`,
      `${id + 1}.${signature}`,
      `${id}.${signature}x`,
      `${id}.${signature.slice(0, -2)}`,
      `0${id}.${signature}`,
      String(id),
      'abc',
      `${id}.${'A'.repeat(200)}`,
      ' ',
    ]
    for (const candidate of tampered) {
      for (const response of [await details(candidate), await confirm(candidate)]) {
        expect(response.status, candidate).toBe(400)
        expect(response.body.mensagem, candidate).toBe(msg.invalidLink)
      }
    }
    const missing = await t.request.post('/inscricoes/cancelamento').send({})
    expect(missing.status).toBe(400)
    expect(missing.body.mensagem).toBe(msg.invalidLink)
    expect(await t.prisma.registration.count()).toBe(1)
  })

  it('no longer cancels once the event has taken place', async () => {
    const event = await openEvent()
    const { mail } = await registerAndReceive()
    await t.prisma.event.update({ where: { id: event.id }, data: { data: new Date(`${isoDateInDays(-1)}T00:00:00Z`) } })
    for (const response of [await details(tokenIn(mail)), await confirm(tokenIn(mail))]) {
      expect(response.status).toBe(409)
      expect(response.body.mensagem).toBe(msg.eventPassed)
    }
    expect(await t.prisma.registration.count()).toBe(1)
  })

  it('gives one cancellation and one "already cancelled" for two simultaneous confirmations', async () => {
    await openEvent()
    const { mail } = await registerAndReceive()
    const responses = await Promise.all([confirm(tokenIn(mail)), confirm(tokenIn(mail))])
    expect(responses.map((response) => response.status).sort()).toEqual([200, 410])
  })
})
