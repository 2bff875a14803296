import { messages, newsLink, PATHS, type CalendarEntry, type Lecture } from '@site/contracts'
import type { CalendarEvent } from '../../calendar/icalendar.ts'
import type { PrismaClient } from '../../db/prisma.ts'
import { agendaStartTime } from '../content/index.ts'
import type { FeedItem } from './rss.ts'

/** How many news items the feed carries: readers keep what they already fetched. */
const FEED_SIZE = 20

/** The latest published news (published, their time come, not in the trash), newest first, as feed items. */
export async function listFeedNews(prisma: PrismaClient, origin: string, now: Date): Promise<FeedItem[]> {
  const rows = await prisma.newsItem.findMany({
    where: { estado: 'publicado', publicadoEm: { lte: now }, deletedAt: null },
    select: { slug: true, titulo: true, resumo: true, publicadoEm: true },
    orderBy: [{ publicadoEm: 'desc' }, { id: 'desc' }],
    take: FEED_SIZE,
  })
  return rows.map((row) => ({ title: row.titulo, link: `${origin}${newsLink(row.slug)}`, summary: row.resumo, published: row.publicadoEm }))
}

/** The host that makes each UID unique to this site: evento-12@fundacao.example.org. */
const uidHost = (origin: string) => new URL(origin).hostname

/** A lecture of the cycle as a calendar event; its UID is the same in the feed and in its own file. */
export const lectureEvent = (lecture: Omit<Lecture, 'imagem'>, origin: string): CalendarEvent => ({
  uid: `evento-${lecture.id}@${uidHost(origin)}`,
  summary: lecture.titulo,
  date: lecture.data,
  time: lecture.horario,
  location: lecture.local,
  description: [`${messages.calendarFeed.speaker}: ${lecture.palestrante}`, lecture.subTitulo].filter(Boolean).join('\n'),
  url: `${origin}${PATHS.calendar}`,
})

/** An entry of the foundation's agenda: at its start time when its time names one, else for the whole day. */
export const agendaEvent = (entry: CalendarEntry, origin: string): CalendarEvent => ({
  uid: `agenda-${entry.id}@${uidHost(origin)}`,
  summary: entry.titulo,
  date: entry.data,
  time: agendaStartTime(entry.horario),
  location: entry.local,
  description: [entry.horario, entry.descricao].filter(Boolean).join('\n') || undefined,
  url: entry.link ?? `${origin}${PATHS.calendar}`,
})
