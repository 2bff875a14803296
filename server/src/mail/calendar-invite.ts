import { SITE_TIME_ZONE } from '@site/contracts'
import type { GeneratedAttachment } from './outbox.ts'
import type { MailSender } from './transport.ts'

/** Events have a start time but no end: calendars get this length, about what a lecture with questions takes. */
export const EVENT_DURATION_MINUTES = 120

const zoneParts = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
})

/** How far the site's clock is ahead of UTC at `instant`, in milliseconds (negative in Brasília). */
function zoneOffsetMs(instant: number): number {
  const parts = Object.fromEntries(zoneParts.formatToParts(instant).map(({ type, value }) => [type, Number(value)]))
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!)
  return asUtc - Math.floor(instant / 1000) * 1000
}

/** The instant a wall-clock date and time (YYYY-MM-DD, HH:MM[:SS]) of Brasília names, whatever the server's zone. */
export function siteTimeToInstant(isoDate: string, time: string): Date {
  const wallClock = Date.parse(`${isoDate}T${time.slice(0, 8).padEnd(8, ':00')}Z`)
  // Applying the offset found at the wall-clock instant is exact unless a clock change falls within those hours.
  const first = wallClock - zoneOffsetMs(wallClock)
  return new Date(wallClock - zoneOffsetMs(first))
}

export interface InviteEvent {
  /** Stable and unique per registration, so a calendar that imports the file twice keeps one entry. */
  uid: string
  titulo: string
  data: string
  horario: string
  local: string
  description: string
  /** MAIL_FROM: RFC 5546 requires an ORGANIZER in a published event. */
  organizer: MailSender
}

/** RFC 5545 §3.3.11: a TEXT value with its backslashes, semicolons, commas and line breaks escaped. */
const text = (value: string) => value.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n')

/** RFC 5545 §3.2: a quoted parameter value, which can hold neither a double quote nor a control character. */
const parameter = (value: string) => `"${value.replace(/[\p{Cc}"]/gu, '')}"`

/** 2026-12-21T17:30:00.000Z -> 20261221T173000Z */
const utc = (instant: Date) => instant.toISOString().replace(/[-:]|\.\d{3}/g, '')

const MAX_LINE_OCTETS = 75

/**
 * RFC 5545 §3.1: a content line of more than 75 octets goes on in lines that start with a space. Octets, not
 * characters (an accented letter takes two), and never inside a character.
 */
export function foldLine(line: string): string {
  const parts: string[] = []
  let part = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char)
    // A continuation line's leading space counts in its 75 octets.
    const room = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1
    if (octets + size > room) {
      parts.push(part)
      part = ''
      octets = 0
    }
    part += char
    octets += size
  }
  return [...parts, part].join('\r\n ')
}

/** The event as an iCalendar file (METHOD:PUBLISH), start in UTC (every calendar app converts it to its own zone). */
export function calendarInvite(event: InviteEvent, now = new Date()): GeneratedAttachment {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Fundacao Educacional//Inscricoes//PT',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(siteTimeToInstant(event.data, event.horario))}`,
    `DURATION:PT${EVENT_DURATION_MINUTES}M`,
    `SUMMARY:${text(event.titulo)}`,
    `DESCRIPTION:${text(event.description)}`,
    `LOCATION:${text(event.local)}`,
    `ORGANIZER;CN=${parameter(event.organizer.name)}:mailto:${event.organizer.address}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return {
    filename: 'evento.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: `${lines.map(foldLine).join('\r\n')}\r\n`,
  }
}
