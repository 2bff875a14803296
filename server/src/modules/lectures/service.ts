import { isoDateInSiteZone, LECTURE_CYCLE_PROJECT, type Lecture } from '@site/contracts'
import { withPicturesByUrl } from '../media/index.ts'
import type { PrismaClient } from '../../db/prisma.ts'
import type { Event as EventRow } from '../../generated/prisma/client.ts'
import { AppError } from '../../errors.ts'
import { dateFromIso, isoFromDate } from '../../db/dates.ts'
import { findActiveEvent } from '../events/index.ts'

/** The event row as a lecture of the cycle. */
const toLecture = (row: EventRow): Omit<Lecture, 'imagem'> => ({
  id: row.id,
  titulo: row.titulo,
  data: isoFromDate(row.data),
  horario: row.horario,
  palestrante: row.palestrante,
  subTitulo: row.subTitulo,
  foto: row.foto,
  local: row.local,
})

/** The lectures of the cycle dated today (in Brasília) or later, earliest first: past ones leave by themselves. */
export async function listUpcomingLectures(prisma: PrismaClient, now = new Date()): Promise<Lecture[]> {
  const rows = await prisma.event.findMany({
    where: { projeto: LECTURE_CYCLE_PROJECT, data: { gte: dateFromIso(isoDateInSiteZone(now)) } },
    orderBy: [{ data: 'asc' }, { horario: 'asc' }, { id: 'asc' }],
  })
  return withPicturesByUrl(prisma, rows.map(toLecture))
}

/** One lecture of the cycle, past or upcoming, or null when no event of the cycle has this id. */
export async function findLecture(prisma: PrismaClient, id: number): Promise<Omit<Lecture, 'imagem'> | null> {
  const row = await prisma.event.findFirst({ where: { id, projeto: LECTURE_CYCLE_PROJECT } })
  return row ? toLecture(row) : null
}

/** The lecture open for registration, or null when there is none. */
export async function findOpenLecture(prisma: PrismaClient): Promise<Lecture | null> {
  try {
    return await findActiveEvent(prisma, LECTURE_CYCLE_PROJECT)
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null
    throw error
  }
}
