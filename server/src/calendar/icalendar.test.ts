import { describe, expect, it } from 'vitest'
import { useTimeZone } from '../../test/support/time-zone.ts'
import ICAL from 'ical.js'
import { calendarInvite } from '../mail/calendar-invite.ts'
import { foldLine, siteTimeToInstant, writeCalendar } from './icalendar.ts'

describe.each(['UTC', 'Asia/Tokyo', 'America/New_York'])('with the server clock in %s', (zone) => {
  useTimeZone(zone)

  it('reads an event time as Brasília time', () => {
    expect(siteTimeToInstant('2026-12-21', '14:30:00').toISOString()).toBe('2026-12-21T17:30:00.000Z')
    expect(siteTimeToInstant('2026-12-31', '22:00').toISOString()).toBe('2027-01-01T01:00:00.000Z')
  })

  it('reads a date of Brazil’s last summer time (2018–2019) with that season’s offset', () => {
    expect(siteTimeToInstant('2019-01-15', '10:00:00').toISOString()).toBe('2019-01-15T12:00:00.000Z')
  })
})

const ORGANIZER = { name: 'Fundação Educacional', address: 'nao-responda@fundacao.local' }

describe('calendarInvite', () => {
  it('writes an iCalendar event with its UID, UTC start, two-hour duration, place and escaped commas', () => {
    const invite = calendarInvite(
      {
        uid: 'inscricao-7@fundacao.local',
        summary: 'Memória ativa',
        date: '2026-12-21',
        time: '14:30:00',
        location: 'Auditório, Rua das Flores, 120',
        description: 'Palestrante: Dra. Helena',
      },
      ORGANIZER,
    )
    expect(invite.filename).toBe('evento.ics')
    expect(invite.contentType).toMatch(/^text\/calendar/)
    const lines = invite.content.split(/\r?\n/)
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:inscricao-7@fundacao.local',
        'DTSTART:20261221T173000Z',
        'DURATION:PT120M',
        'SUMMARY:Memória ativa',
        'LOCATION:Auditório\\, Rua das Flores\\, 120',
        'ORGANIZER;CN="Fundação Educacional":mailto:nao-responda@fundacao.local',
      ]),
    )
  })

  it('folds at 75 octets without splitting a character, and unfolds to the same line', () => {
    const line = `SUMMARY:${'ação '.repeat(40)}🎓 fim`
    const folded = foldLine(line)
    const parts = folded.split('\r\n')
    expect(parts.length).toBeGreaterThan(2)
    for (const [index, part] of parts.entries()) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75)
      if (index > 0) expect(part.startsWith(' ')).toBe(true)
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part)
    }
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line)
    expect(foldLine('SUMMARY:curto')).toBe('SUMMARY:curto')
  })
})

describe('writeCalendar', () => {
  const calendar = writeCalendar(
    [
      { uid: 'evento-1@fundacao.local', summary: 'Memória ativa', date: '2026-12-21', time: '14:30', url: 'https://fundacao.local/ciclo' },
      { uid: 'agenda-2@fundacao.local', summary: 'Formatura', date: '2027-01-03', description: 'Quartas-feiras, 18h30' },
    ],
    { organizer: ORGANIZER, name: 'Agenda da Fundação', refreshHours: 12 },
    new Date('2026-11-26T12:00:00Z'),
  )

  it('ends every line with CRLF, and ical.js reads each event with its UID, start, organizer and page', () => {
    expect(calendar.endsWith('\r\n')).toBe(true)
    expect(calendar.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/)
    const root = new ICAL.Component(ICAL.parse(calendar))
    expect(root.getFirstPropertyValue('x-wr-calname')).toBe('Agenda da Fundação')
    const [timed, allDay] = root.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent))
    expect(timed!.uid).toBe('evento-1@fundacao.local')
    expect(timed!.startDate.toJSDate().toISOString()).toBe('2026-12-21T17:30:00.000Z')
    expect(timed!.endDate.toJSDate().toISOString()).toBe('2026-12-21T19:30:00.000Z')
    expect(timed!.organizer).toBe('mailto:nao-responda@fundacao.local')
    expect(timed!.component.getFirstPropertyValue('url')).toBe('https://fundacao.local/ciclo')
    expect(allDay!.startDate.isDate).toBe(true)
    expect(allDay!.startDate.toString()).toBe('2027-01-03')
    expect(allDay!.description).toBe('Quartas-feiras, 18h30')
  })
})
