import { messages } from '@site/contracts'
import { createHash, randomBytes } from 'node:crypto'
import { badRequest } from '../../errors.ts'
import type { AccountTokenPurpose, Prisma } from '../../generated/prisma/client.ts'

/** Invitation and password-reset links are valid for one hour. */
export const ACCOUNT_LINK_LIFETIME_MS = 60 * 60 * 1000

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * Ends the account's unused invitation and reset links: when a newer one is sent, when the account is disabled (a link
 * sent before must not work once it is enabled again) and when its owner changes the password.
 */
export async function voidAccountLinks(tx: Prisma.TransactionClient, userId: number, now: Date): Promise<void> {
  await tx.accountToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } })
}

/**
 * A new single-use link token for the account (32 random bytes, base64url); only its hash is stored. The account's
 * earlier unused links stop working: only the newest e-mail counts.
 */
export async function createAccountLink(
  tx: Prisma.TransactionClient,
  userId: number,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await voidAccountLinks(tx, userId, now)
  await tx.accountToken.create({
    data: { userId, purpose, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + ACCOUNT_LINK_LIFETIME_MS) },
  })
  return token
}

/**
 * Marks the link used and returns its account id; 400 'link inválido' when it is unknown, used or expired. The
 * conditional update lets only one of two simultaneous uses through.
 */
export async function consumeAccountLink(tx: Prisma.TransactionClient, token: string, now: Date): Promise<number> {
  const tokenHash = sha256(token)
  const { count } = await tx.accountToken.updateMany({
    where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  })
  if (count !== 1) throw badRequest(messages.accounts.linkInvalid)
  const link = await tx.accountToken.findUniqueOrThrow({ where: { tokenHash }, select: { userId: true } })
  return link.userId
}
