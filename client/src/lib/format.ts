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

const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
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
