import { isoDateInSiteZone, messages, type ActiveEvent, type Event, type eventActivationSchema, type eventInputSchema } from '@site/contracts'
import type { z } from 'zod'
import { checkUsableImageUrl, withPicturesByUrl } from '../media/index.ts'
import { dateFromIso, isoFromDate } from '../../db/dates.ts'
import { nameKey } from '../../db/keys.ts'
import type { PrismaClient } from '../../db/prisma.ts'
import { lockName } from '../../db/queries/locks.ts'
import type { Event as EventRow, Prisma } from '../../generated/prisma/client.ts'
import { isRecordNotFound, notFound } from '../../errors.ts'

type EventData = z.output<typeof eventInputSchema>
type EventActivation = z.output<typeof eventActivationSchema>

const msg = messages.events

/**
 * Gives an event's free places to its waiting list, in the caller's transaction (the registrations' rule; app.ts
 * hands it over, since registrations depend on events and not the other way). Answers how many were promoted.
 */
export type FillPlaces = (tx: Prisma.TransactionClient, eventId: number) => Promise<number>

/** An edit or an activation may fill places from the waiting list, and wait its turn on the event's row for it. */
const PLACES_TRANSACTION = { maxWait: 10_000, timeout: 30_000 }

/** Reads an event with its registration and waiting-list counts, which the API shows as `inscritos` and `espera`. */
export const WITH_COUNT = { _count: { select: { registrations: true, waitlist: true } } } as const

type CountedEventRow = EventRow & { _count: { registrations: number; waitlist: number } }

/** The row as the API shows it: data 'YYYY-MM-DD', horario 'HH:MM:SS'. */
export const toEvent = (row: CountedEventRow): Event => ({
  id: row.id,
  titulo: row.titulo,
  local: row.local,
  data: isoFromDate(row.data),
  horario: row.horario,
  palestrante: row.palestrante,
  projeto: row.projeto,
  subTitulo: row.subTitulo,
  foto: row.foto,
  ativa: row.ativa,
  cargaHoraria: row.cargaHoraria,
  vagas: row.vagas,
  inscritos: row._count.registrations,
  espera: row._count.waitlist,
})

const toColumns = (input: EventData) => ({
  titulo: input.titulo,
  titleKey: nameKey(input.titulo),
  local: input.local,
  data: dateFromIso(input.data),
  horario: input.horario,
  palestrante: input.palestrante,
  projeto: input.projeto,
  subTitulo: input.subTitulo,
  foto: input.foto,
  cargaHoraria: input.cargaHoraria,
  vagas: input.vagas,
})

/** Newest date first; among the same date, the latest created. */
const NEWEST_FIRST: Prisma.EventOrderByWithRelationInput[] = [{ data: 'desc' }, { id: 'desc' }]

export async function listEvents(prisma: PrismaClient): Promise<Event[]> {
  return (await prisma.event.findMany({ orderBy: NEWEST_FIRST, include: WITH_COUNT })).map(toEvent)
}

/** New events start inactive; activation is its own call (PUT /eventos). */
export async function createEvent(prisma: PrismaClient, input: EventData): Promise<Event> {
  await checkUsableImageUrl(prisma, input.foto)
  return toEvent(await prisma.event.create({ data: { ...toColumns(input), ativa: false }, include: WITH_COUNT }))
}

/** Takes the activation lock of each projeto until the transaction ends, always in the same order. */
async function lockProjects(tx: Prisma.TransactionClient, projetos: string[]): Promise<void> {
  for (const projeto of [...new Set(projetos)].sort()) {
    await lockName(tx, 'eventActivation', projeto)
  }
}

/**
 * Edits the fields of an event. An active event moved to another projeto becomes inactive, so the new projeto
 * never ends up with two active events; the client's activation call that follows the edit re-activates it. Places
 * the edit frees (Vagas raised or cleared) go to the waiting list at once, in the same transaction.
 */
export async function updateEvent(prisma: PrismaClient, id: number, input: EventData, fillPlaces: FillPlaces): Promise<Event> {
  await checkUsableImageUrl(prisma, input.foto)
  return prisma.$transaction(async (tx) => {
    const current = await tx.event.findUnique({ where: { id }, select: { projeto: true } })
    if (!current) throw notFound(msg.notFound)
    const movesProject = current.projeto !== input.projeto
    if (movesProject) await lockProjects(tx, [current.projeto, input.projeto])
    try {
      await tx.event.update({ where: { id }, data: { ...toColumns(input), ...(movesProject ? { ativa: false } : {}) } })
    } catch (error) {
      if (isRecordNotFound(error)) throw notFound(msg.notFound)
      throw error
    }
    await fillPlaces(tx, id)
    return toEvent(await tx.event.findUniqueOrThrow({ where: { id }, include: WITH_COUNT }))
  }, PLACES_TRANSACTION)
}

/**
 * Sets the active flag of the event with this titulo and projeto (the latest one when several share them).
 * Activating deactivates every other event of the projeto in the same transaction; the advisory lock on the
 * projeto makes concurrent activations take turns, so exactly one of them stays active. Answers the event and the
 * titles of the events it deactivated. An activated event's free places go to its waiting list.
 */
export async function setEventActive(
  prisma: PrismaClient,
  input: EventActivation,
  fillPlaces: FillPlaces,
): Promise<{ event: Event; deactivated: string[] }> {
  return prisma.$transaction(async (tx) => {
    await lockProjects(tx, [input.projeto])
    const target = await tx.event.findFirst({
      where: { titulo: input.titulo, projeto: input.projeto },
      orderBy: NEWEST_FIRST,
      select: { id: true },
    })
    if (!target) throw notFound(msg.notFound)
    const others = { projeto: input.projeto, ativa: true, id: { not: target.id } }
    const deactivated = input.ativa ? await tx.event.findMany({ where: others, select: { titulo: true }, orderBy: NEWEST_FIRST }) : []
    if (deactivated.length > 0) await tx.event.updateMany({ where: others, data: { ativa: false } })
    await tx.event.update({ where: { id: target.id }, data: { ativa: input.ativa } })
    if (input.ativa) await fillPlaces(tx, target.id)
    const row = await tx.event.findUniqueOrThrow({ where: { id: target.id }, include: WITH_COUNT })
    return { event: toEvent(row), deactivated: deactivated.map((other) => other.titulo) }
  }, PLACES_TRANSACTION)
}

/** Registrations of a deleted event stay, keeping their titulo (the foreign key is set to null). */
export async function deleteEvent(prisma: PrismaClient, id: number): Promise<void> {
  const { count } = await prisma.event.deleteMany({ where: { id } })
  if (count === 0) throw notFound(msg.notFound)
}

/** Open for registration: the active event of its projeto, dated today (in Brasília) or later. */
export const isOpenForRegistration = (event: { ativa: boolean; data: Date }): boolean =>
  event.ativa && isoFromDate(event.data) >= isoDateInSiteZone()

/** The projeto's event open for registration; an active event whose date has passed is not offered any more. */
export async function findActiveEvent(prisma: PrismaClient, projeto: string): Promise<ActiveEvent> {
  const row = await prisma.event.findFirst({
    where: { projeto, ativa: true, data: { gte: dateFromIso(isoDateInSiteZone()) } },
    orderBy: NEWEST_FIRST,
    include: WITH_COUNT,
  })
  if (!row) throw notFound(msg.noActiveEvent)
  const [event] = await withPicturesByUrl(prisma, [toEvent(row)])
  return event!
}
