import {
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
import { enqueueMails } from '../../mail/outbox.ts'
import { registrationMail } from '../../mail/registration-mail.ts'
import type { Mailer } from '../../plugins/mailer.ts'
import { isoFromDate, isOpenForRegistration } from '../events/service.ts'
import type { CancelLinks } from './cancel-link.ts'

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

/** What deciding on a sign-up needs to know of its event, and what its confirmation mail tells. */
const OPENING_FIELDS = {
  id: true,
  titulo: true,
  ativa: true,
  data: true,
  vagas: true,
  horario: true,
  local: true,
  palestrante: true,
} as const

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
    select: OPENING_FIELDS,
  })
}

const toColumns = (input: RegistrationData, event: { id: number | null; titulo: string }) => ({
  eventId: event.id,
  titulo: event.titulo,
  nome: input.nome,
  personKey: nameKey(input.nome),
  email: input.email,
  telefone: input.telefone,
  comoConheceu: input.comoConheceu,
})

/** What a public sign-up needs besides the database: the outbox and the signed cancel links. */
export interface RegistrationContext {
  prisma: PrismaClient
  mailer: Pick<Mailer, 'wake'>
  links: CancelLinks
  /** The site's absolute origin (PUBLIC_URL). */
  origin: string
}

/** Many sign-ups may arrive at once for a popular lecture, taking turns on the event's row: wait rather than fail. */
const REGISTER_TRANSACTION = { maxWait: 10_000, timeout: 30_000 }

/**
 * Public sign-up, only for an open event with a place left. The event's row stays locked (FOR UPDATE) from the
 * checks to the insert, so sign-ups for one event take turns, in this app instance or another: two people never
 * get the last place. The unique index (eventId, personKey) decides duplicates. The confirmation mail is queued in
 * the same transaction.
 */
export async function register(
  ctx: RegistrationContext,
  input: RegistrationData,
): Promise<Registration & { protocolo: string }> {
  const found = await findEventByTitle(ctx.prisma, input.titulo)
  if (!found) throw notFound(messages.events.notFound)
  try {
    const row = await ctx.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT 1 FROM "Event" WHERE "id" = ${found.id} FOR UPDATE`
      const event = await tx.event.findUnique({ where: { id: found.id }, select: OPENING_FIELDS })
      if (!event) throw notFound(messages.events.notFound)
      if (!isOpenForRegistration(event)) throw conflict(msg.closed)
      const columns = toColumns(input, event)
      const already = await tx.registration.findUnique({
        where: { eventId_personKey: { eventId: event.id, personKey: columns.personKey } },
        select: { id: true },
      })
      if (already) throw conflict(msg.duplicate)
      if (event.vagas !== null && (await tx.registration.count({ where: { eventId: event.id } })) >= event.vagas) {
        throw conflict(messages.eventOperations.full)
      }
      const protocolo = await nextProtocol(tx, PROTOCOL_PREFIXES.registration)
      const created = await tx.registration.create({ data: { ...columns, protocolo } })
      const mailEvent = { ...event, data: isoFromDate(event.data) }
      const mail = { id: created.id, nome: created.nome, email: created.email, protocolo, event: mailEvent }
      await enqueueMails(tx, [registrationMail({ ...mail, cancelUrl: ctx.links.url(created.id), origin: ctx.origin })])
      return created
    }, REGISTER_TRANSACTION)
    ctx.mailer.wake()
    return { ...toRegistration(row), protocolo: row.protocolo! }
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
