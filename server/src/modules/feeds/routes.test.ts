import { messages } from '@site/contracts'
import ICAL from 'ical.js'
import Parser from 'rss-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { insertEvent, isoDateInDays } from '../../../test/support/events.ts'

const ORIGIN = 'https://fundacao.example.org'
let t: TestApp
let token: string

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN, MAIL_FROM: 'Fundação São José <agenda@fundacao.example.org>' } })
  token = await t.adminToken()
})
afterAll(() => t.close())

const DAY = 86_400_000

describe('GET /noticias/feed.xml', () => {
  const news = (slug: string, titulo: string, publicadoEm: Date, extra: object = {}) =>
    t.prisma.newsItem.create({
      data: { slug, titulo, resumo: `Resumo de ${titulo} & cia.`, corpo: '<p>Texto</p>', estado: 'publicado', publicadoEm, ...extra },
    })

  it('is an RSS 2.0 feed a feed reader reads: the published news, newest first, with absolute links and stable ids', async () => {
    await news('mais-antiga', 'Mais antiga', new Date(Date.now() - 3 * DAY))
    await news('mais-nova', 'Formatura <Inclusão Digital> & festa', new Date(Date.now() - DAY))
    await news('rascunho', 'Rascunho', new Date(Date.now() - DAY), { estado: 'rascunho' })
    await news('agendada', 'Agendada', new Date(Date.now() + DAY))
    await news('na-lixeira', 'Na lixeira', new Date(Date.now() - DAY), { deletedAt: new Date() })

    const response = await t.request.get('/noticias/feed.xml').expect(200)
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8')
    const feed = await new Parser().parseString(response.text)
    expect(feed.title).toBe(messages.newsPage.feedTitle)
    expect(feed.link).toBe(`${ORIGIN}/noticias`)
    expect(feed.items.map((item) => item.title)).toEqual(['Formatura <Inclusão Digital> & festa', 'Mais antiga'])
    const [newest] = feed.items
    expect(newest!.link).toBe(`${ORIGIN}/noticias/mais-nova`)
    expect(newest!.guid).toBe(`${ORIGIN}/noticias/mais-nova`)
    expect(newest!.contentSnippet).toBe('Resumo de Formatura <Inclusão Digital> & festa & cia.')
    expect(new Date(newest!.pubDate!).getTime()).toBeGreaterThan(Date.now() - DAY - 60_000)
  })
})

describe('the calendar feed (/eventos.ics) and "Adicionar à agenda"', () => {
  // Long enough to fold: the calendar's lines stop at 75 octets.
  const lecture = (titulo: string, data: string, projeto?: string) =>
    insertEvent(t.prisma, {
      titulo,
      data,
      projeto,
      local: 'Auditório, Rua das Flores, 120',
      horario: '14:30:00',
      subTitulo: 'Memória, sono e alimentação depois dos 60: um encontro longo o bastante para dobrar as linhas',
    })
  const agendaEntry = (titulo: string, data: string, horario?: string) =>
    t.request.post('/conteudo/calendario').set('Authorization', token).send({ titulo, data, horario }).expect(201)

  const readCalendar = (text: string) =>
    new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent))

  const expectWellFormed = (text: string) => {
    expect(text.endsWith('\r\n')).toBe(true)
    for (const line of text.slice(0, -2).split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/)
  }

  it('lists the upcoming lectures and agenda entries with a stable UID, the organizer and the Brasília time in UTC', async () => {
    await lecture('Palestra passada', isoDateInDays(-2))
    const next = await lecture('Memória ativa', '2031-05-14')
    await lecture('Outro projeto', isoDateInDays(5), 'Inclusão Digital')
    const entry = (await agendaEntry('Formatura das turmas', isoDateInDays(10), '9h')).body as { id: number }
    await agendaEntry('Reunião que passou', isoDateInDays(-1))
    const allDay = (await agendaEntry('Semana da inclusão', isoDateInDays(20), 'Quartas-feiras, 18h30')).body as { id: number }

    const response = await t.request.get('/eventos.ics').expect(200)
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8; method=PUBLISH')
    expectWellFormed(response.text)
    const events = readCalendar(response.text)
    expect(events.map((event) => event.summary).sort()).toEqual(['Formatura das turmas', 'Memória ativa', 'Semana da inclusão'])
    const memory = events.find((event) => event.uid === `evento-${next.id}@fundacao.example.org`)!
    expect(memory.startDate.toJSDate().toISOString()).toBe('2031-05-14T17:30:00.000Z')
    expect(memory.organizer).toBe('mailto:agenda@fundacao.example.org')
    expect(memory.location).toBe('Auditório, Rua das Flores, 120')
    expect(memory.description).toContain('Dra. Helena Prado')
    const formatura = events.find((event) => event.uid === `agenda-${entry.id}@fundacao.example.org`)!
    expect(formatura.startDate.toJSDate().toISOString()).toBe(new Date(`${isoDateInDays(10)}T12:00:00Z`).toISOString())
    const week = events.find((event) => event.uid === `agenda-${allDay.id}@fundacao.example.org`)!
    expect(week.startDate.isDate).toBe(true)

    // Read again, the same events keep their UIDs (a subscribed calendar updates them rather than adding copies).
    const again = readCalendar((await t.request.get('/eventos.ics').expect(200)).text)
    expect(again.map((event) => event.uid).sort()).toEqual(events.map((event) => event.uid).sort())
  })

  it('gives one lecture or agenda entry as a file to add to a calendar, with the same UID as in the feed', async () => {
    const next = await lecture('Direitos da pessoa idosa', isoDateInDays(12))
    const response = await t.request.get(`/eventos/${next.id}/evento.ics`).expect(200)
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8; method=PUBLISH')
    expect(response.headers['content-disposition']).toBe('attachment; filename="evento.ics"')
    expectWellFormed(response.text)
    const [event] = readCalendar(response.text)
    expect(event!.uid).toBe(`evento-${next.id}@fundacao.example.org`)
    expect(event!.summary).toBe('Direitos da pessoa idosa')

    const entry = (await agendaEntry('Feira de cursos', isoDateInDays(4), '14h')).body as { id: number }
    const [agenda] = readCalendar((await t.request.get(`/agenda/${entry.id}/evento.ics`).expect(200)).text)
    expect(agenda!.uid).toBe(`agenda-${entry.id}@fundacao.example.org`)
  })

  it('answers 404 for an event that is not a lecture of the cycle, an unknown one or an unknown agenda entry', async () => {
    const other = await lecture('Oficina interna', isoDateInDays(3), 'Inclusão Digital')
    for (const path of [`/eventos/${other.id}/evento.ics`, '/eventos/999999/evento.ics', '/agenda/999999/evento.ics']) {
      const response = await t.request.get(path)
      expect(response.status, path).toBe(404)
      expect(response.body.mensagem, path).toBe(messages.common.notFound)
    }
  })
})
