import { LECTURE_CYCLE_PROJECT, type Lecture } from '@site/contracts'
import { withPicturesByUrl } from '../media/index.ts'
import type { PrismaClient } from '../../db/prisma.ts'
import type { Event as EventRow } from '../../generated/prisma/client.ts'
import { AppError } from '../../errors.ts'
import { isoFromDate } from '../../db/dates.ts'
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

/** The events of the lecture cycle, earliest first. */
export async function listLectures(prisma: PrismaClient): Promise<Lecture[]> {
  const rows = await prisma.event.findMany({
    where: { projeto: LECTURE_CYCLE_PROJECT },
    orderBy: [{ data: 'asc' }, { horario: 'asc' }, { id: 'asc' }],
  })
  return withPicturesByUrl(prisma, rows.map(toLecture))
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
