import { messages, type WaitlistEntry, type WaitlistJoined, type registrationInputSchema } from '@site/contracts'
import type { z } from 'zod'
import type { PrismaClient } from '../../db/prisma.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import { conflict, isUniqueViolation, notFound } from '../../errors.ts'
import { enqueueMails } from '../../mail/outbox.ts'
import { isOpenForRegistration } from '../events/index.ts'
import { readFoundationName } from '../site-settings/index.ts'
import { waitlistMail } from './mails.ts'
import {
  findEventByTitle,
  insertRegistration,
  isFull,
  lockEvent,
  REGISTER_TRANSACTION,
  toColumns,
  type RegistrationContext,
} from './places.ts'

type RegistrationData = z.output<typeof registrationInputSchema>

const msg = messages.waitlist

/** Arrival order: ids grow with each insert, and inserts onto one event take turns on its row lock. */
const IN_ORDER = [{ id: 'asc' }] as const

/**
 * A visitor joins the waiting list of a full, open event (POST /inscricoes/espera): 409 when the event still has
 * places, or the person is registered or waiting already. The mail telling the place in the list is queued with it.
 */
export async function joinWaitlist(ctx: RegistrationContext, input: RegistrationData): Promise<WaitlistJoined> {
  const found = await findEventByTitle(ctx.prisma, input.titulo)
  if (!found) throw notFound(messages.events.notFound)
  try {
    const posicao = await ctx.prisma.$transaction(async (tx) => {
      const event = await lockEvent(tx, found.id)
      if (!isOpenForRegistration(event)) throw conflict(messages.registrations.closed)
      const { titulo, ...columns } = toColumns(input, event)
      const registered = await tx.registration.findUnique({ where: { eventId_personKey: { eventId: event.id, personKey: columns.personKey } } })
      if (registered) throw conflict(messages.registrations.duplicate)
      if (!(await isFull(tx, event))) throw conflict(msg.notFull)
      const entry = await tx.waitlistEntry.create({ data: { ...columns, eventId: event.id } })
      const place = await tx.waitlistEntry.count({ where: { eventId: event.id, id: { lte: entry.id } } })
      await enqueueMails(tx, [waitlistMail(columns, titulo, place, await readFoundationName(tx))])
      return place
    }, REGISTER_TRANSACTION)
    ctx.mailer.wake()
    return { mensagem: msg.joined(posicao), posicao }
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(msg.alreadyWaiting)
    throw error
  }
}

/**
 * Gives the event's free places to the people waiting, first come first served, in the caller's transaction and
 * under the event's row lock: after a cancellation, a registration staff delete, more places or none (Vagas raised
 * or cleared) and an activation. Only while the event is open for registration. Each person promoted becomes a
 * registration, with its protocol and confirmation mail, and leaves the list; someone who registered meanwhile only
 * leaves it. Answers how many were promoted.
 */
export async function fillFromWaitlist(tx: Prisma.TransactionClient, ctx: RegistrationContext, eventId: number): Promise<number> {
  const event = await lockEvent(tx, eventId)
  if (!isOpenForRegistration(event)) return 0
  let promoted = 0
  while (!(await isFull(tx, event))) {
    const first = await tx.waitlistEntry.findFirst({ where: { eventId }, orderBy: [...IN_ORDER] })
    if (!first) break
    await tx.waitlistEntry.delete({ where: { id: first.id } })
    const registered = await tx.registration.findUnique({ where: { eventId_personKey: { eventId, personKey: first.personKey } } })
    if (registered) continue
    const { nome, personKey, email, telefone, comoConheceu } = first
    await insertRegistration(tx, ctx, { eventId, titulo: event.titulo, nome, personKey, email, telefone, comoConheceu }, event, true)
    promoted += 1
  }
  return promoted
}

/** An event's waiting list, in order (GET /eventos/:id/espera). */
export async function listWaitlist(prisma: PrismaClient, eventId: number): Promise<WaitlistEntry[]> {
  const event = await prisma.event.findUnique({
    where: { id: eventId },
    select: { waitlist: { orderBy: [...IN_ORDER] } },
  })
  if (!event) throw notFound(messages.events.notFound)
  return event.waitlist.map((entry, index) => ({
    id: entry.id,
    posicao: index + 1,
    nome: entry.nome,
    email: entry.email,
    telefone: entry.telefone,
    criadoEm: entry.createdAt.toISOString(),
  }))
}
