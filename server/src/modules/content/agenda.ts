import { isoDateInSiteZone, type CalendarEntry } from '@site/contracts'
import type { PrismaClient } from '../../db/prisma.ts'
import { LIVE, toItem } from './service.ts'

/**
 * The start an entry's free-text time names, as HH:MM: '14h', '9h', '15h30', '14:00' and '09h às 12h' start at a
 * time; 'Quartas-feiras, 18h30' or a blank time do not (the entry then takes the day).
 */
export function agendaStartTime(horario: string | undefined): string | undefined {
  const match = /^\s*(\d{1,2})\s*(?:h|:)\s*(\d{2})?(?!\d)/i.exec(horario ?? '')
  if (!match) return undefined
  const [hours, minutes] = [Number(match[1]), Number(match[2] ?? 0)]
  if (hours > 23 || minutes > 59) return undefined
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`
}

/** Earlier day first; within a day, the entries without a time (the whole day) first, then by start time. */
const byDateAndTime = (a: CalendarEntry, b: CalendarEntry) =>
  a.data.localeCompare(b.data) || (agendaStartTime(a.horario) ?? '').localeCompare(agendaStartTime(b.horario) ?? '')

/**
 * The foundation's agenda as visitors see it: the entries dated today (in Brasília) or later, by date, whatever
 * their place in the list staff edit. Past entries leave by themselves.
 */
export async function listUpcomingAgenda(prisma: PrismaClient, now = new Date()): Promise<CalendarEntry[]> {
  const rows = await prisma.contentItem.findMany({
    where: { kind: 'calendario', ...LIVE },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
    select: { id: true, data: true },
  })
  const today = isoDateInSiteZone(now)
  const entries = rows.map((row) => toItem(row) as unknown as CalendarEntry)
  return entries.filter((entry) => entry.data >= today).sort(byDateAndTime)
}

/** One entry of the agenda, past or upcoming, or null when there is none with this id. */
export async function findAgendaEntry(prisma: PrismaClient, id: number): Promise<CalendarEntry | null> {
  const row = await prisma.contentItem.findFirst({ where: { id, kind: 'calendario', ...LIVE }, select: { id: true, data: true } })
  return row ? (toItem(row) as unknown as CalendarEntry) : null
}
