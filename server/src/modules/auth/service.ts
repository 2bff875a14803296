import { messages, type StaffRole } from '@site/contracts'
import bcrypt from 'bcrypt'
import type { FastifyBaseLogger } from 'fastify'
import { createHmac, randomBytes } from 'node:crypto'
import type { Config } from '../../config/env.ts'
import type { PrismaClient } from '../../db/prisma.ts'
import { tooManyRequests, unauthorized } from '../../errors.ts'
import { blockedFor, countEvent, resetCount, type LimitRule } from '../../limits/counters.ts'
import type { SecretBox } from '../../config/secrets.ts'
import { accountTarget, recordAudit, UNKNOWN_ACTOR } from '../audit/index.ts'
import { voidAccountLinks } from './account-links.ts'
import { acceptSecondFactor } from './two-factor.ts'

export const BCRYPT_COST = 12

/**
 * Compared against when the user does not exist, so a wrong name takes as long as a wrong password. A literal hash
 * (cost 12) of random bytes nobody kept: computing one at start-up cost 0.3 to 1.4 s of every start.
 */
const DUMMY_HASH = '$2b$12$Tk9wgX9vu0ZzjIvo.gUMXeGrNTquwoMMhdBZ.johGcIGrheSGCaxq'

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST)

export type LockSettings = Pick<Config, 'LOGIN_ACCOUNT_LOCK_FAILURES' | 'LOGIN_ACCOUNT_LOCK_WINDOW' | 'LOGIN_ACCOUNT_LOCK_DURATION'>

/** So many failures for one account (or name) within the window lock its login for the lock's duration. */
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
  /** Keys are stored as an HMAC with this secret: a password typed as a name is never stored. */
  secret: string
  /** Opens the stored TOTP secrets. */
  totpSecrets: SecretBox
  now: () => Date
}

export interface LoginAttempt {
  /** The user name, or the account's e-mail. */
  nome: string
  senha: string
  /** The TOTP or recovery code, for an account with two-factor authentication. */
  codigo?: string
}

const ACCOUNT_FIELDS = {
  id: true,
  nome: true,
  role: true,
  disabled: true,
  sessionVersion: true,
  passwordHash: true,
  totpSecret: true,
  totpLastStep: true,
} as const

/** What an account is looked up by: an e-mail signs in as well as the user name (user names never contain "@"). */
const loginLookup = (login: string) => (login.includes('@') ? { email: login.toLowerCase() } : { nome: login })

/**
 * The key every failure is counted under: the account, however its name or e-mail was typed (the lookup ignores an
 * e-mail's case and reads some lookalikes, such as the Kelvin sign, as the letter), and for a name no account has,
 * that name as the lookup reads it, so that names without an account are counted and locked like the others.
 */
function lockKey(secret: string, account: { id: number } | null, lookup: ReturnType<typeof loginLookup>) {
  const subject = account ? `account:${account.id}` : JSON.stringify(lookup)
  return createHmac('sha256', secret).update(`login-lock:${subject}`).digest('base64url')
}

export type LoginResult =
  | { signedIn: { id: number; nome: string; role: StaffRole; sessionVersion: number } }
  | { secondFactorNeeded: true }

/**
 * Returns the account for these credentials, or that its second factor is needed (right password, no code yet),
 * or throws 401 'Credenciais inválidas' (a disabled account too), 401 for a wrong code, or 429 while the account is
 * locked (then even the right password and code are refused, and cost no bcrypt comparison). Wrong passwords and
 * wrong codes count alike, on the account whatever spelling of it was typed; names without an account are counted
 * and locked the same way, so the answers never tell which names exist.
 */
export async function logIn(context: LoginContext, attempt: LoginAttempt): Promise<LoginResult> {
  const { prisma, accountLock } = context
  const lookup = loginLookup(attempt.nome.trim())
  const user = await prisma.adminUser.findUnique({ where: lookup, select: ACCOUNT_FIELDS })
  const key = lockKey(context.secret, user, lookup)
  const lockedFor = await blockedFor(prisma, key, [accountLock])
  if (lockedFor !== null) {
    await auditRefusal(prisma, user, refused.locked)
    throw tooManyRequests(messages.auth.accountLocked, lockedFor)
  }

  const matches = await bcrypt.compare(attempt.senha, user?.passwordHash ?? DUMMY_HASH)
  let failure: string = messages.auth.invalidCredentials
  let reason: string = user?.disabled && matches ? refused.disabled : refused.credentials
  if (user && matches && !user.disabled) {
    if (user.totpSecret && attempt.codigo === undefined) return { secondFactorNeeded: true }
    if (!user.totpSecret || (await acceptSecondFactor(prisma, context.totpSecrets, user, attempt.codigo ?? '', context.now()))) {
      await resetCount(prisma, key, accountLock)
      await recordAudit(prisma, user, { action: 'entrar', target: accountTarget(user) })
      return { signedIn: { id: user.id, nome: user.nome, role: user.role, sessionVersion: user.sessionVersion } }
    }
    failure = messages.accounts.twoFactorCodeInvalid
    reason = refused.code
  }
  const [locked] = await countEvent(prisma, key, [accountLock])
  if (locked) {
    context.log.warn({ adminId: user?.id ?? null, lockSeconds: locked.lockSeconds }, 'login locked for this account after repeated failures')
  }
  await auditRefusal(prisma, user, reason)
  throw unauthorized(failure)
}

const refused = messages.audit.signInRefused

/**
 * A refused sign-in, by whoever tried: the account when the name or e-mail named one, else "Conta inexistente"
 * (what was typed is never kept: it may be a password in the wrong field, or someone's e-mail).
 */
const auditRefusal = (prisma: PrismaClient, user: { id: number; nome: string } | null, reason: string) =>
  recordAudit(prisma, UNKNOWN_ACTOR, {
    action: 'entrar-recusado',
    target: user ? accountTarget(user) : messages.audit.unknownAccount,
    detail: reason,
  })

/**
 * Creates the Administrador or, when the account exists, replaces its password, makes it an enabled Administrador
 * again and ends its sessions and unused links, like any password reset (`npm run admin` is the way back in when
 * nobody else can open "Usuários").
 */
export async function setAdminPassword(prisma: PrismaClient, nome: string, password: string) {
  const passwordHash = await hashPassword(password)
  return prisma.$transaction(async (tx) => {
    const user = await tx.adminUser.upsert({
      where: { nome },
      create: { nome, passwordHash, role: 'administrador' },
      update: { passwordHash, role: 'administrador', disabled: false, sessionVersion: { increment: 1 } },
    })
    await voidAccountLinks(tx, user.id, new Date())
    return { id: user.id, nome: user.nome, role: user.role, sessionVersion: user.sessionVersion }
  })
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
    data: [{ nome, passwordHash: await hashPassword(chosen), role: 'administrador' }],
    skipDuplicates: true,
  })
  return created.count === 1 && !password ? chosen : null
}
