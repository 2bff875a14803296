import { messages, type MyAccount, type StaffRole } from '@site/contracts'
import bcrypt from 'bcrypt'
import type { SecretBox } from '../../config/secrets.ts'
import type { PrismaClient } from '../../db/prisma.ts'
import { badRequest, forbidden } from '../../errors.ts'
import { accountTarget, recordAudit } from '../audit/index.ts'
import { hashPassword, newRecoveryCodes, newTotpSecret, storeRecoveryCodes, totpStep, voidAccountLinks } from '../auth/index.ts'
import { readFoundationName } from '../site-settings/index.ts'
import { STAFF_USER_FIELDS, toStaffUser } from './service.ts'

/** The account acting on itself: it is both who acts and what is touched in the audit log. */
type Self = { id: number; nome: string }

/** The signed-in account; `requireTwoFactor` is REQUIRE_2FA_FOR_ADMINS. */
export async function myAccount(prisma: PrismaClient, id: number, requireTwoFactor: boolean): Promise<MyAccount> {
  const user = toStaffUser(await prisma.adminUser.findUniqueOrThrow({ where: { id }, select: STAFF_USER_FIELDS }))
  return { ...user, doisFatoresObrigatorio: requireTwoFactor && user.papel === 'administrador' }
}

async function checkPassword(prisma: PrismaClient, id: number, password: string) {
  const { passwordHash } = await prisma.adminUser.findUniqueOrThrow({ where: { id }, select: { passwordHash: true } })
  if (!passwordHash || !(await bcrypt.compare(password, passwordHash))) {
    throw badRequest(messages.accounts.wrongCurrentPassword)
  }
}

/**
 * Replaces the password after checking the current one, and ends every session (the caller gets a new token) and
 * any reset link still unused.
 */
export async function changePassword(prisma: PrismaClient, self: Self, current: string, next: string, now: Date) {
  await checkPassword(prisma, self.id, current)
  const passwordHash = await hashPassword(next)
  return prisma.$transaction(async (tx) => {
    await recordAudit(tx, self, { action: 'trocar-senha', target: accountTarget(self) })
    await voidAccountLinks(tx, self.id, now)
    return tx.adminUser.update({
      where: { id: self.id },
      data: { passwordHash, sessionVersion: { increment: 1 } },
      select: { id: true, nome: true, role: true, sessionVersion: true },
    })
  })
}

/**
 * Starts (or starts again) the set-up after checking the password: a pending secret that turns on only once a code
 * from it is confirmed, and then replaces the authenticator and recovery codes the account had.
 */
export async function startTwoFactor(prisma: PrismaClient, box: SecretBox, id: number, password: string) {
  await checkPassword(prisma, id, password)
  const { nome } = await prisma.adminUser.findUniqueOrThrow({ where: { id }, select: { nome: true } })
  const setup = await newTotpSecret(nome, await readFoundationName(prisma))
  await prisma.adminUser.update({ where: { id }, data: { totpPendingSecret: box.seal(setup.secret) } })
  return { segredo: setup.secret, otpauth: setup.otpauth, qrCode: setup.qrCode }
}

/** Confirms the pending secret with a code from the app, turns two-factor on and returns new recovery codes. */
export async function enableTwoFactor(prisma: PrismaClient, box: SecretBox, self: Self, code: string, now: Date) {
  const { id } = self
  const { totpPendingSecret } = await prisma.adminUser.findUniqueOrThrow({
    where: { id },
    select: { totpPendingSecret: true },
  })
  const pending = totpPendingSecret && box.open(totpPendingSecret)
  if (!pending) throw badRequest(messages.accounts.twoFactorNotStarted)
  const step = await totpStep(pending, code, now, null)
  if (step === null) throw badRequest(messages.accounts.twoFactorCodeInvalid)
  const codes = newRecoveryCodes()
  await prisma.$transaction(async (tx) => {
    await tx.adminUser.update({
      where: { id },
      data: { totpSecret: totpPendingSecret, totpPendingSecret: null, totpLastStep: step },
    })
    await storeRecoveryCodes(tx, id, codes)
    await recordAudit(tx, self, { action: 'ativar-dois-fatores', target: accountTarget(self) })
  })
  return { codigosRecuperacao: codes }
}

/**
 * Turns two-factor off after checking the password; refused to administrators when it is required of them
 * (`requireForAdmins` is REQUIRE_2FA_FOR_ADMINS).
 */
export async function disableTwoFactor(
  prisma: PrismaClient,
  self: Self & { role: StaffRole },
  password: string,
  requireForAdmins: boolean,
) {
  if (requireForAdmins && self.role === 'administrador') throw forbidden(messages.accounts.twoFactorRequiredForAdmins)
  const { id } = self
  await checkPassword(prisma, id, password)
  await prisma.$transaction(async (tx) => {
    await tx.adminUser.update({ where: { id }, data: { totpSecret: null, totpPendingSecret: null, totpLastStep: null } })
    await tx.recoveryCode.deleteMany({ where: { userId: id } })
    await recordAudit(tx, self, { action: 'desativar-dois-fatores', target: accountTarget(self) })
  })
}
