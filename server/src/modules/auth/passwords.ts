import { messages } from '@site/contracts'
import type { PrismaClient } from '../../db/prisma.ts'
import { badRequest } from '../../errors.ts'
import { enqueueMails } from '../../mail/outbox.ts'
import type { Mailer } from '../../plugins/mailer.ts'
import { accountTarget, recordAudit, SYSTEM_ACTOR } from '../audit/index.ts'
import { readFoundationName } from '../site-settings/index.ts'
import { consumeAccountLink, createAccountLink } from './account-links.ts'
import { passwordResetMail } from './account-mails.ts'
import { hashPassword } from './service.ts'

export interface PasswordLinkContext {
  prisma: PrismaClient
  mailer: Mailer
  /** The site's public origin, for the link in the e-mail. */
  origin: string
  now: () => Date
}

/**
 * Queues a reset link to the enabled account with this e-mail (an invited one too, whose invitation expired).
 * Says nothing about whether one exists: the caller answers the same either way.
 */
export async function requestPasswordReset(context: PasswordLinkContext, email: string): Promise<void> {
  const { prisma } = context
  const user = await prisma.adminUser.findUnique({ where: { email }, select: { id: true, nome: true, disabled: true } })
  if (!user || user.disabled) return
  await prisma.$transaction(async (tx) => {
    const token = await createAccountLink(tx, user.id, 'passwordReset', context.now())
    await enqueueMails(tx, [passwordResetMail(context.origin, email, user.nome, token, await readFoundationName(tx))])
    // Nobody is signed in: whoever typed the address is unknown, so the system is the one that sent the link.
    await recordAudit(tx, SYSTEM_ACTOR, { action: 'enviar-link-senha', target: accountTarget(user), detail: messages.audit.resetRequested })
  })
  context.mailer.wake()
}

/**
 * Sets the password of the account an invitation or reset link belongs to, using the link up, and ends the
 * account's other sessions. A disabled account's link is refused like an unknown one.
 */
export async function setPasswordFromLink(prisma: PrismaClient, token: string, password: string, now: Date) {
  const passwordHash = await hashPassword(password)
  await prisma.$transaction(async (tx) => {
    const userId = await consumeAccountLink(tx, token, now)
    const { count } = await tx.adminUser.updateMany({
      where: { id: userId, disabled: false },
      data: { passwordHash, sessionVersion: { increment: 1 } },
    })
    if (count !== 1) throw badRequest(messages.accounts.linkInvalid)
    const account = await tx.adminUser.findUniqueOrThrow({ where: { id: userId }, select: { id: true, nome: true } })
    await recordAudit(tx, account, { action: 'definir-senha', target: accountTarget(account) })
  })
}
