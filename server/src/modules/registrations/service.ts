import {
  messages,
  PROTOCOL_PREFIXES,
  type Registration,
  type registrationInputSchema,
  type staffRegistrationInputSchema,
} from '@site/contracts'
import type { z } from 'zod'
import { isoFromDate } from '../../db/dates.ts'
import { nameKey } from '../../db/keys.ts'
import type { PrismaClient } from '../../db/prisma.ts'
import { lockRow } from '../../db/queries/locks.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import { nextProtocol } from '../../db/queries/protocols.ts'
import type { Queries } from '../../db/queries/index.ts'
import type { ListedRegistrationRow } from '../../db/queries/registrations.ts'
import { conflict, isRecordNotFound, isUniqueViolation, notFound } from '../../errors.ts'
import { enqueueMails } from '../../mail/outbox.ts'
import { registrationMail } from '../../mail/registration-mail.ts'
import type { Mailer } from '../../plugins/mailer.ts'
import { isOpenForRegistration } from '../events/index.ts'
import type { CancelLinks } from './cancel-link.ts'

type RegistrationData = z.output<typeof registrationInputSchema>
type StaffRegistrationData = z.output<typeof staffRegistrationInputSchema>

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

/** What adding a registration needs besides the database: the outbox and the signed cancel links. */
export interface RegistrationContext {
  prisma: PrismaClient
  mailer: Pick<Mailer, 'wake' | 'sender'>
  links: CancelLinks
  /** The site's absolute origin (PUBLIC_URL). */
  origin: string
}

/** Many sign-ups may arrive at once for a popular lecture, taking turns on the event's row: wait rather than fail. */
const REGISTER_TRANSACTION = { maxWait: 10_000, timeout: 30_000 }

type OpeningEvent = NonNullable<Awaited<ReturnType<typeof findEventByTitle>>>

/**
 * Locks the event's row (FOR UPDATE) until the transaction ends and reads it again. Sign-ups, staff additions and
 * moves onto one event take turns on this lock, in this app instance or another, so two of them never both get
 * the last place; other events are not slowed.
 */
async function lockEvent(tx: Prisma.TransactionClient, id: number): Promise<OpeningEvent> {
  await lockRow(tx, 'Event', id)
  const event = await tx.event.findUnique({ where: { id }, select: OPENING_FIELDS })
  if (!event) throw notFound(messages.events.notFound)
  return event
}

/** 409 with `message` when every place of the (locked) event is taken. */
async function refuseWhenFull(tx: Prisma.TransactionClient, event: OpeningEvent, message: string): Promise<void> {
  if (event.vagas !== null && (await tx.registration.count({ where: { eventId: event.id } })) >= event.vagas) {
    throw conflict(message)
  }
}

/** Who adds the registration, and so which rules apply. */
interface AddingRules {
  /** Visitors sign up only for an open event; staff also add walk-ins to a past or inactive one. */
  openEventsOnly: boolean
  /** The 409 text when the event is full. */
  fullMessage: string
  /** Whether the person receives the confirmation e-mail (always for a visitor, when staff tick it). */
  sendConfirmation: boolean
}

/**
 * Adds a registration under the event's row lock: checks open (when the rules ask) / duplicate / full, then
 * inserts with a protocol number. The unique index (eventId, personKey) decides duplicates. The confirmation mail,
 * when sent, is queued in the same transaction.
 */
async function addRegistration(
  ctx: RegistrationContext,
  input: RegistrationData,
  rules: AddingRules,
): Promise<Registration & { protocolo: string }> {
  const found = await findEventByTitle(ctx.prisma, input.titulo)
  if (!found) throw notFound(messages.events.notFound)
  try {
    const row = await ctx.prisma.$transaction(async (tx) => {
      const event = await lockEvent(tx, found.id)
      if (rules.openEventsOnly && !isOpenForRegistration(event)) throw conflict(msg.closed)
      const columns = toColumns(input, event)
      const already = await tx.registration.findUnique({
        where: { eventId_personKey: { eventId: event.id, personKey: columns.personKey } },
        select: { id: true },
      })
      if (already) throw conflict(msg.duplicate)
      await refuseWhenFull(tx, event, rules.fullMessage)
      const protocolo = await nextProtocol(tx, PROTOCOL_PREFIXES.registration)
      const created = await tx.registration.create({ data: { ...columns, protocolo } })
      if (rules.sendConfirmation) await queueConfirmation(tx, ctx, { ...created, protocolo }, event)
      return { ...created, protocolo }
    }, REGISTER_TRANSACTION)
    if (rules.sendConfirmation) ctx.mailer.wake()
    return { ...toRegistration(row), protocolo: row.protocolo }
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(msg.duplicate)
    throw error
  }
}

/** Queues the confirmation e-mail (protocol, calendar invite, signed cancel link) in the registration's transaction. */
function queueConfirmation(
  tx: Prisma.TransactionClient,
  ctx: RegistrationContext,
  registration: { id: number; nome: string; email: string; protocolo: string },
  event: OpeningEvent,
) {
  const mailEvent = { ...event, data: isoFromDate(event.data) }
  const { id, nome, email, protocolo } = registration
  const cancelUrl = ctx.links.url(id)
  const mail = registrationMail({ id, nome, email, protocolo, event: mailEvent, cancelUrl, origin: ctx.origin, organizer: ctx.mailer.sender })
  return enqueueMails(tx, [mail])
}

/** Public sign-up (POST /inscrever): only for an open event with a place left; the confirmation e-mail is sent. */
export const register = (ctx: RegistrationContext, input: RegistrationData) =>
  addRegistration(ctx, input, { openEventsOnly: true, fullMessage: messages.eventOperations.full, sendConfirmation: true })

/**
 * Staff add a registration (POST /lista/adicionar): to any event, past or inactive too (walk-ins registered after
 * the fact), but never past its places; the confirmation e-mail only when they ask for it.
 */
export const addRegistrationAsStaff = (ctx: RegistrationContext, input: StaffRegistrationData) => {
  const { enviarConfirmacao, ...registration } = input
  const rules = { openEventsOnly: false, fullMessage: messages.eventOperations.fullForStaff, sendConfirmation: enviarConfirmacao }
  return addRegistration(ctx, registration, rules)
}

/** Every registration, newest first: thousands of rows, so a raw-SQL read (Prisma's row mapping would dominate). */
export async function listRegistrations(queries: Queries): Promise<Registration[]> {
  return (await queries.registrations.listNewestFirst()).map(toRegistration)
}

/**
 * Edits a registration and links it to the event of the (possibly new) titulo. A move onto another event takes
 * that event's row lock and respects its places, as a sign-up does. A registration whose event was deleted can
 * still be corrected while it keeps its titulo; it then stays without an event.
 */
export async function updateRegistration(
  prisma: PrismaClient,
  id: number,
  input: RegistrationData,
): Promise<Registration> {
  const event = (await findEventByTitle(prisma, input.titulo)) ?? (await keptOrphanTitle(prisma, id, input.titulo))
  try {
    const row = await prisma.$transaction(async (tx) => {
      if (event.id !== null) await refuseMoveWhenFull(tx, id, event.id)
      return tx.registration.update({ where: { id }, data: toColumns(input, event) })
    }, REGISTER_TRANSACTION)
    return toRegistration(row)
  } catch (error) {
    if (isRecordNotFound(error)) throw notFound(msg.notFound)
    if (isUniqueViolation(error)) throw conflict(msg.duplicate)
    throw error
  }
}

/** Under the target event's lock: 409 when the registration comes from elsewhere and every place is taken. */
async function refuseMoveWhenFull(tx: Prisma.TransactionClient, id: number, eventId: number): Promise<void> {
  const event = await lockEvent(tx, eventId)
  const current = await tx.registration.findUnique({ where: { id }, select: { eventId: true } })
  if (!current) throw notFound(msg.notFound)
  if (current.eventId !== event.id) await refuseWhenFull(tx, event, messages.eventOperations.fullForStaff)
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
