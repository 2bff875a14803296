import { SITE_TIME_ZONE } from '@site/contracts'

/**
 * The one iCalendar (RFC 5545) writer: the registration mail's attachment, the subscribable feed of upcoming events
 * and the "Adicionar à agenda" file of one event. Times are written in UTC, which every calendar app converts to its
 * own zone, so no VTIMEZONE is needed.
 */

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

/** Who organizes the events: RFC 5546 requires an ORGANIZER in a published event. */
export interface Organizer {
  name: string
  address: string
}

export interface CalendarEvent {
  /** Stable and unique, so a calendar that reads the event twice (a feed refreshed, a file imported again) keeps one. */
  uid: string
  summary: string
  /** The day in Brasília, YYYY-MM-DD. */
  date: string
  /** The start on Brasília's clock, HH:MM[:SS]; absent, the event takes the whole day. */
  time?: string
  location?: string
  description?: string
  /** The event's page. */
  url?: string
}

export interface CalendarOptions {
  organizer: Organizer
  /** The calendar's name, shown by the apps that subscribe to it. */
  name?: string
  /** How often a subscribed calendar should read the feed again, in hours. */
  refreshHours?: number
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

/** DTSTART and its length: two hours from a time, or the whole day (a DATE value) without one. */
const when = ({ date, time }: CalendarEvent) =>
  time
    ? [`DTSTART:${utc(siteTimeToInstant(date, time))}`, `DURATION:PT${EVENT_DURATION_MINUTES}M`]
    : [`DTSTART;VALUE=DATE:${date.replaceAll('-', '')}`, 'DURATION:P1D']

function eventLines(event: CalendarEvent, organizer: Organizer, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    ...when(event),
    `SUMMARY:${text(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${text(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${text(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${parameter(organizer.name)}:mailto:${organizer.address}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ]
}

/** The events as one iCalendar object (METHOD:PUBLISH), CRLF line ends and lines folded at 75 octets. */
export function writeCalendar(events: readonly CalendarEvent[], options: CalendarOptions, now = new Date()): string {
  const stamp = utc(now)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Fundacao Educacional//Agenda//PT',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.name ? [`NAME:${text(options.name)}`, `X-WR-CALNAME:${text(options.name)}`] : []),
    ...(options.refreshHours
      ? [`REFRESH-INTERVAL;VALUE=DURATION:PT${options.refreshHours}H`, `X-PUBLISHED-TTL:PT${options.refreshHours}H`]
      : []),
    ...events.flatMap((event) => eventLines(event, options.organizer, stamp)),
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}

/** The media type of an iCalendar object published as a file or a feed. */
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH'
