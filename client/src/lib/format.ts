import { SITE_TIME_ZONE } from '@site/contracts'

/** '2024-06-13' (or a full ISO timestamp) -> '13/06/2024', read as text so no time zone can shift the day. */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate)
  if (!match) return isoDate
  const [, year, month, day] = match
  return `${day}/${month}/${year}`
}

/** '09:30:00' -> '09:30'. */
export function formatTime(time: string): string {
  return time.slice(0, 5)
}

const SITE_DATE = new Intl.DateTimeFormat('pt-BR', { timeZone: SITE_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' })

/** A moment (ISO timestamp) as the day it is in Brasília: '2025-06-18T02:00:00Z' -> '17/06/2025'. */
export const formatSiteDate = (isoTimestamp: string): string => SITE_DATE.format(new Date(isoTimestamp))
const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: SITE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** An ISO timestamp as '04/03/2026 10:05' in Brasília; anything unreadable is kept as is. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date).replace(',', '')
}
