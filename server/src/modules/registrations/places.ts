import { messages, PROTOCOL_PREFIXES, type registrationInputSchema } from '@site/contracts'
import type { z } from 'zod'
import { isoFromDate } from '../../db/dates.ts'
import { nameKey } from '../../db/keys.ts'
import type { PrismaClient } from '../../db/prisma.ts'
import { lockRow } from '../../db/queries/locks.ts'
import { nextProtocol } from '../../db/queries/protocols.ts'
import { notFound } from '../../errors.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import { enqueueMails } from '../../mail/outbox.ts'
import { registrationMail } from '../../mail/registration-mail.ts'
import type { Mailer } from '../../plugins/mailer.ts'
import { readFoundationName } from '../site-settings/index.ts'
import type { CancelLinks } from './cancel-link.ts'

/** What every change of an event's places shares: finding and locking the event, counting, inserting a registration. */

type RegistrationData = z.output<typeof registrationInputSchema>

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
export async function findEventByTitle(prisma: PrismaClient, titulo: string) {
  const titleKey = nameKey(titulo)
  if (!titleKey) return null
  return prisma.event.findFirst({
    where: { titleKey },
    orderBy: [{ ativa: 'desc' }, { data: 'desc' }, { id: 'desc' }],
    select: OPENING_FIELDS,
  })
}

export const toColumns = (input: RegistrationData, event: { id: number | null; titulo: string }) => ({
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
export const REGISTER_TRANSACTION = { maxWait: 10_000, timeout: 30_000 }

export type OpeningEvent = NonNullable<Awaited<ReturnType<typeof findEventByTitle>>>

/**
 * Locks the event's row (FOR UPDATE) until the transaction ends and reads it again. Sign-ups, staff additions and
 * moves onto one event take turns on this lock, in this app instance or another, so two of them never both get
 * the last place; other events are not slowed.
 */
export async function lockEvent(tx: Prisma.TransactionClient, id: number): Promise<OpeningEvent> {
  await lockRow(tx, 'Event', id)
  const event = await tx.event.findUnique({ where: { id }, select: OPENING_FIELDS })
  if (!event) throw notFound(messages.events.notFound)
  return event
}

/** Whether every place of the (locked) event is taken. */
export const isFull = async (tx: Prisma.TransactionClient, event: OpeningEvent): Promise<boolean> =>
  event.vagas !== null && (await tx.registration.count({ where: { eventId: event.id } })) >= event.vagas

/** A registration's columns; `comoConheceu` as stored (a waiting-list row holds it as text). */
type RegistrationColumns = Omit<ReturnType<typeof toColumns>, 'comoConheceu'> & { comoConheceu: string }

/** Inserts the registration with its protocol number and, when asked, queues its confirmation in the same transaction. */
export async function insertRegistration(
  tx: Prisma.TransactionClient,
  ctx: RegistrationContext,
  columns: RegistrationColumns,
  event: OpeningEvent,
  sendConfirmation: boolean,
) {
  const protocolo = await nextProtocol(tx, PROTOCOL_PREFIXES.registration)
  const created = await tx.registration.create({ data: { ...columns, protocolo } })
  if (sendConfirmation) await queueConfirmation(tx, ctx, { ...created, protocolo }, event)
  return { ...created, protocolo }
}

/** Queues the confirmation e-mail (protocol, calendar invite, signed cancel link) in the registration's transaction. */
async function queueConfirmation(
  tx: Prisma.TransactionClient,
  ctx: RegistrationContext,
  registration: { id: number; nome: string; email: string; protocolo: string },
  event: OpeningEvent,
) {
  const mailEvent = { ...event, data: isoFromDate(event.data) }
  const { id, nome, email, protocolo } = registration
  const cancelUrl = ctx.links.url(id)
  const foundation = await readFoundationName(tx)
  const mail = registrationMail({ id, nome, email, protocolo, event: mailEvent, cancelUrl, origin: ctx.origin, organizer: ctx.mailer.sender, foundation })
  return enqueueMails(tx, [mail])
}
