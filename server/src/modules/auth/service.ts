import { messages } from '@site/contracts'
import bcrypt from 'bcrypt'
import type { FastifyBaseLogger } from 'fastify'
import { createHmac, randomBytes } from 'node:crypto'
import type { Config } from '../../config/env.ts'
import type { PrismaClient } from '../../db/prisma.ts'
import { tooManyRequests, unauthorized } from '../../errors.ts'
import { blockedFor, countEvent, resetCount, type LimitRule } from '../../limits/counters.ts'

export const BCRYPT_COST = 12

/** Compared against when the user does not exist, so a wrong name takes as long as a wrong password. */
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', BCRYPT_COST)

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST)

export type LockSettings = Pick<Config, 'LOGIN_ACCOUNT_LOCK_FAILURES' | 'LOGIN_ACCOUNT_LOCK_WINDOW' | 'LOGIN_ACCOUNT_LOCK_DURATION'>

/** So many failures for one name within the window lock that name's password login for the lock's duration. */
export const accountLockRule = (config: LockSettings): LimitRule => ({
  bucket: 'login/account',
  max: config.LOGIN_ACCOUNT_LOCK_FAILURES,
  windowSeconds: config.LOGIN_ACCOUNT_LOCK_WINDOW,
  lockSeconds: config.LOGIN_ACCOUNT_LOCK_DURATION,
})

export interface LoginContext {
  prisma: PrismaClient
  log: FastifyBaseLogger
  accountLock: LimitRule
  /** Names are counted under an HMAC with this secret: a password typed as a name is never stored. */
  secret: string
}

/**
 * Returns the admin for these credentials, or throws 401 'Credenciais inválidas', or 429 while the name is locked
 * (then even the right password is refused, and costs no bcrypt comparison). Every name is counted and locked
 * alike, whether an account has it or not, so the answers never tell which names exist.
 */
export async function logIn(context: LoginContext, nome: string, senha: string) {
  const { prisma, accountLock } = context
  const name = nome.trim()
  const key = createHmac('sha256', context.secret).update(`login-lock:${name}`).digest('base64url')
  const lockedFor = await blockedFor(prisma, key, [accountLock])
  if (lockedFor !== null) throw tooManyRequests(messages.auth.accountLocked, lockedFor)

  const user = await prisma.adminUser.findUnique({ where: { nome: name } })
  const matches = await bcrypt.compare(senha, user?.passwordHash ?? DUMMY_HASH)
  if (user && matches) {
    await resetCount(prisma, key, accountLock)
    return { id: user.id, nome: user.nome }
  }
  const [locked] = await countEvent(prisma, key, [accountLock])
  if (locked) {
    context.log.warn({ adminId: user?.id ?? null, lockSeconds: locked.lockSeconds }, 'login locked for this name after repeated failures')
  }
  throw unauthorized(messages.auth.invalidCredentials)
}

/** Creates the admin or, when it exists, replaces its password. */
export async function setAdminPassword(prisma: PrismaClient, nome: string, password: string) {
  const passwordHash = await hashPassword(password)
  const user = await prisma.adminUser.upsert({
    where: { nome },
    create: { nome, passwordHash },
    update: { passwordHash },
  })
  return { id: user.id, nome: user.nome }
}

/**
 * On an empty admin table, creates the first admin. Returns the generated password when none was given,
 * so the caller can print it once; null when an admin already existed or the password came from the caller.
 * Instances starting together on an empty database all get past the count: only the one whose insert lands creates
 * the admin, so only the password that works is printed.
 */
export async function ensureFirstAdmin(prisma: PrismaClient, nome: string, password?: string) {
  if ((await prisma.adminUser.count()) > 0) return null
  const chosen = password ?? randomBytes(12).toString('base64url')
  const created = await prisma.adminUser.createMany({
    data: [{ nome, passwordHash: await hashPassword(chosen) }],
    skipDuplicates: true,
  })
  return created.count === 1 && !password ? chosen : null
}
