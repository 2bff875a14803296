import { messages, type InviteUserInput, type StaffUser, type UpdateUserInput } from '@site/contracts'
import type { PrismaClient } from '../../db/prisma.ts'
import { conflict, isRecordNotFound, isUniqueViolation, notFound } from '../../errors.ts'
import { enqueueMails } from '../../mail/outbox.ts'
import type { Mailer } from '../../plugins/mailer.ts'
import { createAccountLink } from '../auth/account-links.ts'
import { invitationMail } from '../auth/account-mails.ts'

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
}

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
      await enqueueMails(tx, [invitationMail(context.origin, input.email, input.nome, input.papel, token)])
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
 * Changes another account's role or enables/disables it. Either change ends the account's sessions at once, so
 * nobody keeps the access of a role they no longer have. An administrator cannot lock themselves out this way.
 */
export async function updateUser(prisma: PrismaClient, actorId: number, id: number, input: UpdateUserInput) {
  if (id === actorId) throw conflict(messages.accounts.cannotChangeOwnAccount)
  try {
    const user = await prisma.adminUser.update({
      where: { id },
      data: {
        ...(input.papel !== undefined && { role: input.papel }),
        ...(input.ativo !== undefined && { disabled: !input.ativo }),
        sessionVersion: { increment: 1 },
      },
      select: STAFF_USER_FIELDS,
    })
    return toStaffUser(user)
  } catch (error) {
    if (isRecordNotFound(error)) throw notFound(messages.accounts.notFound)
    throw error
  }
}
