import { isoDateInSiteZone, OVERDUE_DAYS, type InboxSummary } from '@site/contracts'
import { isoFromDate } from '../../db/dates.ts'
import type { PrismaClient } from '../../db/prisma.ts'
import { documentRequestSubject } from './kinds.ts'

const WAITING = ['Recebido', 'Em análise']
const LISTED = 10
const UPCOMING_EVENTS = 5

/** What needs attention: new items of both inboxes, requests waiting too long, the next events and their counts. */
export async function inboxSummary(prisma: PrismaClient, now = new Date()): Promise<InboxSummary> {
  const overdueBefore = new Date(now.getTime() - OVERDUE_DAYS * 86_400_000)
  const today = new Date(`${isoDateInSiteZone(now)}T00:00:00Z`)
  const [candidaturas, requerimentos, overdue, events] = await prisma.$transaction([
    prisma.volunteerApplication.count({ where: { status: 'Recebido' } }),
    prisma.documentRequest.count({ where: { status: 'Recebido' } }),
    prisma.documentRequest.findMany({
      where: { status: { in: WAITING }, createdAt: { lt: overdueBefore } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: LISTED,
      select: { id: true, protocolo: true, requerimento: true, curso: true, createdAt: true },
    }),
    prisma.event.findMany({
      where: { data: { gte: today } },
      orderBy: [{ data: 'asc' }, { horario: 'asc' }, { id: 'asc' }],
      take: UPCOMING_EVENTS,
      select: { id: true, titulo: true, data: true, _count: { select: { registrations: true } } },
    }),
  ])
  return {
    novos: { candidaturas, requerimentos },
    diasAtraso: OVERDUE_DAYS,
    atrasados: overdue.map((row) => ({
      id: row.id,
      protocolo: row.protocolo,
      assunto: documentRequestSubject(row),
      criadoEm: row.createdAt.toISOString(),
    })),
    proximosEventos: events.map((event) => ({
      id: event.id,
      titulo: event.titulo,
      data: isoFromDate(event.data),
      inscricoes: event._count.registrations,
    })),
  }
}
