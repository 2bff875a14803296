import { SITE_TIME_ZONE } from './constants.ts'

const dateParts = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The date in Brasília as YYYY-MM-DD: at 22:00 of 31/12 in Brasília it is already 1 January in UTC. */
export function isoDateInSiteZone(instant: Date = new Date()): string {
  const parts = Object.fromEntries(dateParts.formatToParts(instant).map(({ type, value }) => [type, value]))
  return `${parts.year}-${parts.month}-${parts.day}`
}

/** The same day of the month `years` later, as YYYY-MM-DD; compared as text, so 29 February needs no care. */
export const isoDateYearsLater = (isoDate: string, years: number): string =>
  `${String(Number(isoDate.slice(0, 4)) + years).padStart(4, '0')}${isoDate.slice(4)}`

/** The date in Brasília as dd/mm/aaaa, as the site shows dates. */
export const siteDateText = (instant: Date): string => isoDateInSiteZone(instant).split('-').reverse().join('/')

const zoneOffset = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, timeZoneName: 'longOffset' })

/** Brasília's offset from UTC at `instant`, as ISO 8601 writes it: '-03:00'. */
export function siteUtcOffset(instant: Date): string {
  const name = zoneOffset.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT'
  // 'GMT-03:00'; a zone at UTC itself is named 'GMT' alone.
  return name === 'GMT' ? '+00:00' : name.slice(3)
}

/**
 * A day and a time of day on Brasília's clock as an ISO 8601 instant: ('2026-03-14', '19:30:00') ->
 * '2026-03-14T19:30:00-03:00'. The offset is the one of the day's noon (Brazil changed its clocks at midnight).
 */
export const siteDateTimeIso = (isoDate: string, time: string): string =>
  `${isoDate}T${time}${siteUtcOffset(new Date(`${isoDate}T12:00:00Z`))}`

/** The instant a day (YYYY-MM-DD) begins in Brasília. */
export const startOfSiteDay = (isoDate: string): Date => new Date(siteDateTimeIso(isoDate, '00:00:00'))
