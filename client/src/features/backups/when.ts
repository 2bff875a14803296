import { messages, SITE_TIME_ZONE } from '@site/contracts'

const DAY = new Intl.DateTimeFormat('pt-BR', { timeZone: SITE_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' })
const TIME = new Intl.DateTimeFormat('pt-BR', { timeZone: SITE_TIME_ZONE, hour: '2-digit', minute: '2-digit' })
const DAY_MS = 86_400_000

/** A moment in plain words, in Brasília time: 'hoje, 02:00', 'ontem, 02:00', '24/11/2026, 02:00'. */
export function whenInWords(iso: string, now = new Date()): string {
  const date = new Date(iso)
  const day = DAY.format(date)
  const words =
    day === DAY.format(now) ? messages.backups.today : day === DAY.format(new Date(now.getTime() - DAY_MS)) ? messages.backups.yesterday : day
  return `${words}, ${TIME.format(date)}`
}

const MEGABYTES = new Intl.NumberFormat('pt-BR', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
const KILOBYTES = new Intl.NumberFormat('pt-BR', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 })

/** '224,3 MB', '96 kB'. */
export const formatBytes = (bytes: number) =>
  bytes >= 1_000_000 ? MEGABYTES.format(bytes / 1_000_000) : KILOBYTES.format(Math.max(1, Math.round(bytes / 1000)))
