import { SITE_TIME_ZONE } from './constants.ts'

const dateParts = new Intl.DateTimeFormat('en-US', {
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

const zoneOffset = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, timeZoneName: 'longOffset' })

/** The instant a day (YYYY-MM-DD) begins in Brasília, with the offset the time zone had on that day ("GMT-03:00"). */
export function startOfSiteDay(isoDate: string): Date {
  const name = zoneOffset.formatToParts(new Date(`${isoDate}T12:00:00Z`)).find((part) => part.type === 'timeZoneName')?.value ?? ''
  return new Date(`${isoDate}T00:00:00${name.slice(3) || 'Z'}`)
}

/** The same day of the month `years` later, as YYYY-MM-DD; compared as text, so 29 February needs no care. */
export const isoDateYearsLater = (isoDate: string, years: number): string =>
  `${String(Number(isoDate.slice(0, 4)) + years).padStart(4, '0')}${isoDate.slice(4)}`

/** The date in Brasília as dd/mm/aaaa, as the site shows dates. */
export const siteDateText = (instant: Date): string => isoDateInSiteZone(instant).split('-').reverse().join('/')
