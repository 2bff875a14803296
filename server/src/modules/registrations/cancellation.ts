import { isoDateInSiteZone, messages, type RegistrationCancelDetails } from '@site/contracts'
import { isoFromDate } from '../../db/dates.ts'
import type { PrismaClient } from '../../db/prisma.ts'
import { badRequest, conflict, gone } from '../../errors.ts'
import { enqueueMails } from '../../mail/outbox.ts'
import { readFoundationName } from '../site-settings/index.ts'
import type { CancelLinks } from './cancel-link.ts'
import { cancellationMail } from './mails.ts'
import { lockEvent, REGISTER_TRANSACTION, type RegistrationContext } from './places.ts'
import { fillFromWaitlist } from './waitlist.ts'

const msg = messages.registrationCancel

/**
 * The registration a cancel link names. A link this server did not sign: 400. A signed one whose row is gone was
 * cancelled already (or removed by staff): 410. An event that already took place cannot be cancelled: 409.
 */
async function findCancellable(prisma: PrismaClient, links: CancelLinks, token: string) {
  const id = links.registrationId(token)
  if (id === null) throw badRequest(msg.invalidLink)
  const row = await prisma.registration.findUnique({
    where: { id },
    select: { id: true, eventId: true, titulo: true, event: { select: { data: true, horario: true, local: true } } },
  })
  if (!row) throw gone(msg.alreadyCancelled)
  if (row.event && isoFromDate(row.event.data) < isoDateInSiteZone()) throw conflict(msg.eventPassed)
  return row
}

/** What the confirmation page shows: the event only, never the registrant's data. */
export async function cancellationDetails(
  prisma: PrismaClient,
  links: CancelLinks,
  token: string,
): Promise<RegistrationCancelDetails> {
  const { titulo, event } = await findCancellable(prisma, links, token)
  return {
    titulo,
    data: event ? isoFromDate(event.data) : null,
    horario: event?.horario ?? null,
    local: event?.local ?? null,
  }
}

/**
 * Cancels by deleting the row: the seat counts and the one-registration-per-person index then need no notion of
 * a cancelled registration, and the person may register again. In the same transaction, under the event's lock,
 * the mail confirming the cancellation is queued and the freed place goes to the first on the waiting list.
 */
export async function cancelRegistration(ctx: RegistrationContext, token: string): Promise<void> {
  const { id, eventId } = await findCancellable(ctx.prisma, ctx.links, token)
  await ctx.prisma.$transaction(async (tx) => {
    if (eventId !== null) await lockEvent(tx, eventId)
    const row = await tx.registration.findUnique({ where: { id }, select: { nome: true, email: true, protocolo: true, titulo: true } })
    const { count } = await tx.registration.deleteMany({ where: { id } })
    // A second confirmation sent at the same moment lost the race: for its sender, it is already cancelled.
    if (!row || count === 0) throw gone(msg.alreadyCancelled)
    await enqueueMails(tx, [cancellationMail(row, row.titulo, await readFoundationName(tx))])
    if (eventId !== null) await fillFromWaitlist(tx, ctx, eventId)
  }, REGISTER_TRANSACTION)
  ctx.mailer.wake()
}
