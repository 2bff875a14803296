import {
  messages,
  type Registration,
  type registrationInputSchema,
  type staffRegistrationInputSchema,
} from '@site/contracts'
import type { z } from 'zod'
import type { PrismaClient } from '../../db/prisma.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import type { Queries } from '../../db/queries/index.ts'
import type { ListedRegistrationRow } from '../../db/queries/registrations.ts'
import { conflict, isRecordNotFound, isUniqueViolation, notFound } from '../../errors.ts'
import { isOpenForRegistration } from '../events/index.ts'
import {
  findEventByTitle,
  insertRegistration,
  isFull,
  lockEvent,
  REGISTER_TRANSACTION,
  toColumns,
  type OpeningEvent,
  type RegistrationContext,
} from './places.ts'
import { fillFromWaitlist } from './waitlist.ts'

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
  protocolo: row.protocolo,
})

/** 409 with `message` when every place of the (locked) event is taken. */
async function refuseWhenFull(tx: Prisma.TransactionClient, event: OpeningEvent, message: string): Promise<void> {
  if (await isFull(tx, event)) throw conflict(message)
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
      return insertRegistration(tx, ctx, columns, event, rules.sendConfirmation)
    }, REGISTER_TRANSACTION)
    if (rules.sendConfirmation) ctx.mailer.wake()
    return { ...toRegistration(row), protocolo: row.protocolo }
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(msg.duplicate)
    throw error
  }
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

/** Staff delete a registration; the freed place goes to the first on the event's waiting list, as on a cancellation. */
export async function deleteRegistration(ctx: RegistrationContext, id: number): Promise<void> {
  const current = await ctx.prisma.registration.findUnique({ where: { id }, select: { eventId: true } })
  if (!current) throw notFound(msg.notFound)
  const promoted = await ctx.prisma.$transaction(async (tx) => {
    if (current.eventId !== null) await lockEvent(tx, current.eventId)
    const { count } = await tx.registration.deleteMany({ where: { id } })
    if (count === 0) throw notFound(msg.notFound)
    return current.eventId === null ? 0 : fillFromWaitlist(tx, ctx, current.eventId)
  }, REGISTER_TRANSACTION)
  if (promoted > 0) ctx.mailer.wake()
}
