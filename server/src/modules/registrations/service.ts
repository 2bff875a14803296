import {
  isoDateInSiteZone,
  messages,
  PROTOCOL_PREFIXES,
  type Registration,
  type registrationInputSchema,
} from '@site/contracts'
import type { z } from 'zod'
import { nameKey } from '../../db/keys.ts'
import type { PrismaClient } from '../../db/prisma.ts'
import { nextProtocol } from '../../db/protocols.ts'
import type { Queries } from '../../db/queries/index.ts'
import type { ListedRegistrationRow } from '../../db/queries/registrations.ts'
import { conflict, isRecordNotFound, isUniqueViolation, notFound } from '../../errors.ts'
import { isoFromDate } from '../events/service.ts'

type RegistrationData = z.output<typeof registrationInputSchema>

const msg = messages.registrations

/** The row as the API shows it. */
const toRegistration = (row: ListedRegistrationRow): Registration => ({
  id: row.id,
  nome: row.nome,
  email: row.email,
  telefone: row.telefone,
  titulo: row.titulo,
  comoConheceu: row.comoConheceu,
  criadoEm: row.createdAt.toISOString(),
})

/**
 * The event a registration with this titulo belongs to: the whole title, compared by its key (case, accents,
 * spaces, invisible and look-alike characters do not matter; "%" or "_" are characters like any other). When
 * several events share the title, the active one wins, then the latest date.
 */
async function findEventByTitle(prisma: PrismaClient, titulo: string) {
  const titleKey = nameKey(titulo)
  if (!titleKey) return null
  return prisma.event.findFirst({
    where: { titleKey },
    orderBy: [{ ativa: 'desc' }, { data: 'desc' }, { id: 'desc' }],
    select: { id: true, titulo: true, ativa: true, data: true },
  })
}

/** Open for registration: the active event of its projeto, dated today (in Brasília) or later. */
const isOpen = (event: { ativa: boolean; data: Date }) => event.ativa && isoFromDate(event.data) >= isoDateInSiteZone()

const toColumns = (input: RegistrationData, event: { id: number | null; titulo: string }) => ({
  eventId: event.id,
  titulo: event.titulo,
  nome: input.nome,
  personKey: nameKey(input.nome),
  email: input.email,
  telefone: input.telefone,
  comoConheceu: input.comoConheceu,
})

/**
 * Public sign-up, only for an open event. The unique index (eventId, personKey) decides duplicates, so
 * simultaneous identical sign-ups give one row.
 */
export async function register(
  prisma: PrismaClient,
  input: RegistrationData,
): Promise<Registration & { protocolo: string }> {
  const event = await findEventByTitle(prisma, input.titulo)
  if (!event) throw notFound(messages.events.notFound)
  if (!isOpen(event)) throw conflict(msg.closed)
  try {
    const created = await prisma.$transaction(async (tx) =>
      tx.registration.create({
        data: { ...toColumns(input, event), protocolo: await nextProtocol(tx, PROTOCOL_PREFIXES.registration) },
      }),
    )
    return { ...toRegistration(created), protocolo: created.protocolo! }
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(msg.duplicate)
    throw error
  }
}

/** Every registration, newest first: thousands of rows, so a raw-SQL read (Prisma's row mapping would dominate). */
export async function listRegistrations(queries: Queries): Promise<Registration[]> {
  return (await queries.registrations.listNewestFirst()).map(toRegistration)
}

/**
 * Edits a registration and links it to the event of the (possibly new) titulo. A registration whose event was
 * deleted can still be corrected while it keeps its titulo; it then stays without an event.
 */
export async function updateRegistration(
  prisma: PrismaClient,
  id: number,
  input: RegistrationData,
): Promise<Registration> {
  const event = (await findEventByTitle(prisma, input.titulo)) ?? (await keptOrphanTitle(prisma, id, input.titulo))
  try {
    return toRegistration(await prisma.registration.update({ where: { id }, data: toColumns(input, event) }))
  } catch (error) {
    if (isRecordNotFound(error)) throw notFound(msg.notFound)
    if (isUniqueViolation(error)) throw conflict(msg.duplicate)
    throw error
  }
}

/** The unlinked titulo of a registration whose event is gone, when the edit keeps it; otherwise 404. */
async function keptOrphanTitle(prisma: PrismaClient, id: number, titulo: string) {
  const current = await prisma.registration.findUnique({ where: { id }, select: { eventId: true, titulo: true } })
  if (!current) throw notFound(msg.notFound)
  if (current.eventId === null && current.titulo === titulo) return { id: null, titulo }
  throw notFound(messages.events.notFound)
}

export async function deleteRegistration(prisma: PrismaClient, id: number): Promise<void> {
  const { count } = await prisma.registration.deleteMany({ where: { id } })
  if (count === 0) throw notFound(msg.notFound)
}
