import { SENT_MAIL_CONTENT_DAYS } from '@site/contracts'
import type { Prisma } from '../generated/prisma/client.ts'
import type { SubmissionRef } from './outbox.ts'

const DAY_MS = 86_400_000

type Db = Prisma.TransactionClient

/** What a mail keeps once redacted: its status, dates and attempts, nothing about the person. */
const REDACTED = { to: '', replyTo: null, subject: '', text: '', html: null, attachmentFileIds: [] }

/** Clears the content of the matching mails that still have it and deletes their stored attachments. */
async function redactMails(db: Db, where: Prisma.OutboxMailWhereInput, now: Date): Promise<number> {
  const target = { ...where, redactedAt: null }
  await db.outboxAttachment.deleteMany({ where: { mail: target } })
  const { count } = await db.outboxMail.updateMany({ where: target, data: { ...REDACTED, redactedAt: now } })
  return count
}

/**
 * "Excluir dados pessoais" reaches the mails about the submission: every copy loses its content, and a mail not
 * sent yet is cancelled rather than sent blank or with the data the staff just erased.
 */
export async function eraseSubmissionMails(db: Db, about: SubmissionRef, now: Date): Promise<{ redacted: number; cancelled: number }> {
  const cancelled = await db.outboxMail.updateMany({ where: { ...about, status: 'PENDING' }, data: { status: 'CANCELLED', lockedUntil: null } })
  return { redacted: await redactMails(db, about, now), cancelled: cancelled.count }
}

/** Retention of the requests whose documents were deleted: their mails that are no longer waiting lose their content. */
export const redactDeliveredMailsOf = (db: Db, documentRequestIds: number[], now: Date) =>
  redactMails(db, { documentRequestId: { in: documentRequestIds }, status: { not: 'PENDING' } }, now)

/** Every mail no longer waiting, queued more than SENT_MAIL_CONTENT_DAYS ago, loses its content (whatever it was about). */
export const purgeDeliveredMails = (db: Db, now: Date) =>
  redactMails(db, { status: { not: 'PENDING' }, createdAt: { lte: new Date(now.getTime() - SENT_MAIL_CONTENT_DAYS * DAY_MS) } }, now)
