import { SITE_TIME_ZONE } from '@site/contracts'
import { createEvent } from 'ics'
import type { GeneratedAttachment } from './outbox.ts'

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
}

/** The event as an iCalendar file, start and end in UTC (every calendar app converts them to its own zone). */
export function calendarInvite(event: InviteEvent): GeneratedAttachment {
  const { error, value } = createEvent({
    productId: 'fundacao-educacional/inscricoes',
    uid: event.uid,
    title: event.titulo,
    description: event.description,
    location: event.local,
    start: siteTimeToInstant(event.data, event.horario).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: EVENT_DURATION_MINUTES },
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  })
  if (error || !value) throw error ?? new Error('calendar invite: empty result')
  return { filename: 'evento.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: value }
}
