/**
 * One-time tickets for downloading an archive in the browser (decision 42). A browser saves a large file as it
 * arrives only when it follows a link itself, and a link carries no Bearer header; a credential in its URL would stay
 * in the history, the downloads list and a proxy's access log. So the ticket travels in a cookie the page cannot read
 * (HttpOnly), sent only to that archive's address (Path), only from this site (SameSite), for a minute, once.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { PrismaClient } from '../../db/prisma.ts'
import { isRecordNotFound } from '../../errors.ts'

export const DOWNLOAD_TICKET_LIFETIME_MS = 60_000
const COOKIE = 'bilhete-backup'

/** The account a ticket was given to, as its session stood then. */
export interface TicketOwner {
  userId: number
  sessionVersion: number
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** The address the browser follows to download `archive` with its ticket: the only path its cookie is sent to. */
export const ticketDownloadPath = (archive: string) => `/backups/${archive}/arquivo`

/** A new ticket for `archive` (32 random bytes, base64url); only its hash is stored. Expired ones are dropped. */
export async function giveDownloadTicket(prisma: PrismaClient, owner: TicketOwner, archive: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await prisma.backupDownloadTicket.deleteMany({ where: { expiresAt: { lte: now } } })
  await prisma.backupDownloadTicket.create({
    data: { tokenHash: sha256(token), ...owner, archive, expiresAt: new Date(now.getTime() + DOWNLOAD_TICKET_LIFETIME_MS) },
  })
  return token
}

/**
 * Spends the ticket, whatever follows: deleted in one statement, so of two uses at once only one finds it. Its owner,
 * or null when it is unknown, spent, expired or for another archive.
 */
export async function spendDownloadTicket(prisma: PrismaClient, token: string, archive: string, now: Date): Promise<TicketOwner | null> {
  const ticket = await prisma.backupDownloadTicket.delete({ where: { tokenHash: sha256(token) } }).catch((error: unknown) => {
    if (isRecordNotFound(error)) return null
    throw error
  })
  if (!ticket || ticket.archive !== archive || ticket.expiresAt <= now) return null
  return { userId: ticket.userId, sessionVersion: ticket.sessionVersion }
}

/** The Set-Cookie value that hands `token` (empty: takes it back) to the browser, for `archive` only. */
export function ticketCookie(token: string, archive: string, { secure }: { secure: boolean }): string {
  const maxAge = token ? DOWNLOAD_TICKET_LIFETIME_MS / 1000 : 0
  return `${COOKIE}=${token}; Path=${ticketDownloadPath(archive)}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`
}

/** The ticket a request's Cookie header carries, if any. */
export function ticketOf(cookieHeader: string | undefined): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.split('=', 2).map((part) => part.trim())
    if (name === COOKIE && value) return value
  }
  return undefined
}
