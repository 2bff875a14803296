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
