import { createHash, randomInt } from 'node:crypto'
import { secretBox, type SecretBox } from '../../config/secrets.ts'
import type { PrismaClient } from '../../db/prisma.ts'
import type { Prisma } from '../../generated/prisma/client.ts'

/** Accepts the code of the previous and next 30-second step too: phone clocks drift. */
const TOLERANCE_SECONDS = 30
const RECOVERY_CODE_COUNT = 10
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const epochSeconds = (now: Date) => Math.floor(now.getTime() / 1000)

/** The box the TOTP secrets (on and pending) are stored in, keyed by the app's secret. */
export const totpSecretBox = (appSecret: string): SecretBox => secretBox(appSecret, 'totp-secret')

/**
 * Seals the TOTP secrets still stored in clear (accounts that turned two-factor on before secrets were sealed).
 * Runs at every start; a row is only replaced while it still holds the clear value, so two instances starting
 * together do no harm. Returns how many secrets it sealed.
 */
export async function sealClearTotpSecrets(prisma: PrismaClient, box: SecretBox): Promise<number> {
  const rows = await prisma.adminUser.findMany({
    where: { OR: [{ totpSecret: { not: null } }, { totpPendingSecret: { not: null } }] },
    select: { id: true, totpSecret: true, totpPendingSecret: true },
  })
  let sealed = 0
  for (const row of rows) {
    for (const column of ['totpSecret', 'totpPendingSecret'] as const) {
      const value = row[column]
      if (value === null || box.isSealed(value)) continue
      const { count } = await prisma.adminUser.updateMany({ where: { id: row.id, [column]: value }, data: { [column]: box.seal(value) } })
      sealed += count
    }
  }
  return sealed
}

/**
 * A new secret with its otpauth URI and that URI as an SVG QR code for the authenticator app, which lists the account
 * under `issuer` (the foundation's name as configured).
 */
export async function newTotpSecret(accountName: string, issuer: string) {
  // otplib and qrcode load with the first use of two-factor: most servers never need them in memory.
  const [{ generateSecret, generateURI }, { default: QRCode }] = await Promise.all([import('otplib'), import('qrcode')])
  const secret = generateSecret()
  const otpauth = generateURI({ issuer, label: accountName, secret })
  const svg = await QRCode.toString(otpauth, { type: 'svg', margin: 2 })
  return { secret, otpauth, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` }
}

/** The time step `code` belongs to, or null when it is wrong, or not newer than the last step accepted. */
export async function totpStep(secret: string, code: string, now: Date, lastStep: number | null): Promise<number | null> {
  const { verify } = await import('otplib')
  const result = await verify({
    secret,
    token: code,
    epoch: epochSeconds(now),
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep !== null && { afterTimeStep: lastStep }),
  })
  // The functional API types TOTP and HOTP results together; a TOTP match carries its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null
}

/** Ten codes of the form "abcde-23456": about 49 bits each, enough to be stored as a plain SHA-256. */
export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('')
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`)
}

/** Replaces the account's recovery codes with these. */
export async function storeRecoveryCodes(tx: Prisma.TransactionClient, userId: number, codes: string[]) {
  await tx.recoveryCode.deleteMany({ where: { userId } })
  await tx.recoveryCode.createMany({ data: codes.map((code) => ({ userId, codeHash: sha256(code) })) })
}

interface TwoFactorAccount {
  id: number
  totpSecret: string | null
  totpLastStep: number | null
}

/**
 * Accepts a TOTP code once (its step is stored, and a concurrent login with the same code loses the conditional
 * update) or a recovery code once (deleted as it is used).
 */
export async function acceptSecondFactor(prisma: PrismaClient, box: SecretBox, account: TwoFactorAccount, code: string, now: Date) {
  if (!account.totpSecret) return false
  if (/^\d{6}$/.test(code)) {
    // A secret that no longer opens (the app secret changed) accepts no code: recovery codes still work.
    const secret = box.open(account.totpSecret)
    if (secret === null) return false
    const step = await totpStep(secret, code, now, account.totpLastStep)
    if (step === null) return false
    const { count } = await prisma.adminUser.updateMany({
      where: { id: account.id, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
      data: { totpLastStep: step },
    })
    return count === 1
  }
  const { count } = await prisma.recoveryCode.deleteMany({ where: { userId: account.id, codeHash: sha256(code) } })
  return count === 1
}
