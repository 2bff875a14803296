import { messages, type InviteUserInput, type StaffUser, type UpdateUserInput } from '@site/contracts'
import type { PrismaClient } from '../../db/prisma.ts'
import { lockActiveAdministrators } from '../../db/queries/locks.ts'
import { conflict, isUniqueViolation, notFound } from '../../errors.ts'
import type { Prisma } from '../../generated/prisma/client.ts'
import { enqueueMails } from '../../mail/outbox.ts'
import type { Mailer } from '../../plugins/mailer.ts'
import { accountTarget, recordAudit, type Actor } from '../audit/index.ts'
import { createAccountLink, invitationMail, voidAccountLinks } from '../auth/index.ts'
import { readFoundationName } from '../site-settings/index.ts'

export const STAFF_USER_FIELDS = {
  id: true,
  nome: true,
  email: true,
  role: true,
  disabled: true,
  passwordHash: true,
  totpSecret: true,
} as const

type StaffUserRow = {
  id: number
  nome: string
  email: string | null
  role: StaffUser['papel']
  disabled: boolean
  passwordHash: string | null
  totpSecret: string | null
}

/** An account as the API shows it: never its password hash nor its TOTP secret. */
export const toStaffUser = (row: StaffUserRow): StaffUser => ({
  id: row.id,
  nome: row.nome,
  email: row.email,
  papel: row.role,
  ativo: !row.disabled,
  pendente: row.passwordHash === null,
  doisFatores: row.totpSecret !== null,
})

export async function listUsers(prisma: PrismaClient): Promise<StaffUser[]> {
  const rows = await prisma.adminUser.findMany({ select: STAFF_USER_FIELDS, orderBy: { nome: 'asc' } })
  return rows.map(toStaffUser)
}

export interface InviteContext {
  prisma: PrismaClient
  mailer: Mailer
  origin: string
  now: () => Date
  actor: Actor
}

const roleLabel = (role: StaffUser['papel']) => messages.accounts.roleLabels[role]

/** Creates the account without a password and queues the invitation with its one-hour link, in one transaction. */
export async function inviteUser(context: InviteContext, input: InviteUserInput): Promise<StaffUser> {
  const { prisma } = context
  const taken = await prisma.adminUser.findFirst({
    where: { OR: [{ nome: input.nome }, { email: input.email }] },
    select: { nome: true },
  })
  if (taken) throw conflict(taken.nome === input.nome ? messages.accounts.duplicateName : messages.accounts.duplicateEmail)
  try {
    const user = await prisma.$transaction(async (tx) => {
      const created = await tx.adminUser.create({
        data: { nome: input.nome, email: input.email, role: input.papel },
        select: STAFF_USER_FIELDS,
      })
      const token = await createAccountLink(tx, created.id, 'invitation', context.now())
      await enqueueMails(tx, [invitationMail(context.origin, input.email, input.nome, input.papel, token, await readFoundationName(tx))])
      await recordAudit(tx, context.actor, { action: 'convidar-usuario', target: accountTarget(created), detail: messages.audit.invitedAs(roleLabel(input.papel)) })
      return created
    })
    context.mailer.wake()
    return toStaffUser(user)
  } catch (error) {
    // Another administrator invited the same name or e-mail at the same moment.
    if (isUniqueViolation(error)) throw conflict(messages.accounts.duplicateName)
    throw error
  }
}

/**
 * Changes another account's role or enables/disables it, each change audited. Either change ends the account's
 * sessions at once, so nobody keeps the access of a role they no longer have; disabling also ends its invitation or
 * reset link. An administrator cannot lock themselves out this way, and the last active Administrador cannot be
 * demoted or disabled by anyone.
 */
export async function updateUser(prisma: PrismaClient, actor: Actor & { id: number }, id: number, input: UpdateUserInput, now: Date) {
  if (id === actor.id) throw conflict(messages.accounts.cannotChangeOwnAccount)
  const user = await prisma.$transaction(async (tx) => {
    const before = await tx.adminUser.findUnique({ where: { id }, select: { nome: true, role: true, disabled: true } })
    if (!before) throw notFound(messages.accounts.notFound)
    const role = input.papel ?? before.role
    const disabled = input.ativo === undefined ? before.disabled : !input.ativo
    const leavesAdministrators = before.role === 'administrador' && !before.disabled && (role !== 'administrador' || disabled)
    if (leavesAdministrators) await keepAnotherAdministrator(tx, id)
    // Only the fields asked for: `before` was read without a lock and must not write back an older value.
    const updated = await tx.adminUser.update({
      where: { id },
      data: {
        ...(input.papel !== undefined && { role: input.papel }),
        ...(input.ativo !== undefined && { disabled: !input.ativo }),
        sessionVersion: { increment: 1 },
      },
      select: STAFF_USER_FIELDS,
    })
    const target = accountTarget(updated)
    if (role !== before.role) {
      await recordAudit(tx, actor, { action: 'alterar-perfil', target, detail: `${roleLabel(before.role)} → ${roleLabel(role)}` })
    }
    if (disabled !== before.disabled) await recordAudit(tx, actor, { action: disabled ? 'desativar-conta' : 'reativar-conta', target })
    if (disabled && !before.disabled) await voidAccountLinks(tx, id, now)
    return updated
  })
  return toStaffUser(user)
}

/**
 * Refuses (409) to take away the last active Administrador (enabled, with a password: one who can sign in).
 * Only reachable when two administrators demote or disable each other at once: each request passed its sign-in
 * check before the other changed anything. Every active administrator's row is locked, in id order (so the two
 * transactions queue instead of deadlocking), and the second one finds nobody left besides its target.
 */
async function keepAnotherAdministrator(tx: Prisma.TransactionClient, leavingId: number) {
  const active = await lockActiveAdministrators(tx)
  if (!active.some((id) => id !== leavingId)) throw conflict(messages.accounts.lastAdministrator)
}

/**
 * An administrator turns off another account's two-factor authentication (a lost phone): the secret and the
 * recovery codes go, the sessions end, and the person signs in with the password alone until they set it up again.
 */
export async function resetTwoFactor(prisma: PrismaClient, actor: Actor & { id: number }, id: number): Promise<StaffUser> {
  if (id === actor.id) throw conflict(messages.accounts.twoFactorResetOwn)
  const user = await prisma.$transaction(async (tx) => {
    const { count } = await tx.adminUser.updateMany({
      where: { id, totpSecret: { not: null } },
      data: { totpSecret: null, totpPendingSecret: null, totpLastStep: null, sessionVersion: { increment: 1 } },
    })
    const account = await tx.adminUser.findUnique({ where: { id }, select: STAFF_USER_FIELDS })
    if (!account) throw notFound(messages.accounts.notFound)
    if (count === 0) throw conflict(messages.accounts.twoFactorNotOn)
    await tx.recoveryCode.deleteMany({ where: { userId: id } })
    await recordAudit(tx, actor, { action: 'redefinir-dois-fatores', target: accountTarget(account) })
    return account
  })
  return toStaffUser(user)
}
