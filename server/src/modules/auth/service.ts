import { messages } from '@site/contracts'
import bcrypt from 'bcrypt'
import { randomBytes } from 'node:crypto'
import type { PrismaClient } from '../../db/prisma.ts'
import { unauthorized } from '../../errors.ts'

export const BCRYPT_COST = 12

/** Compared against when the user does not exist, so a wrong name takes as long as a wrong password. */
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', BCRYPT_COST)

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST)

/** Returns the admin for these credentials or throws 401 'Credenciais inválidas'. */
export async function verifyCredentials(prisma: PrismaClient, nome: string, senha: string) {
  const user = await prisma.adminUser.findUnique({ where: { nome: nome.trim() } })
  const matches = await bcrypt.compare(senha, user?.passwordHash ?? DUMMY_HASH)
  if (!user || !matches) throw unauthorized(messages.auth.invalidCredentials)
  return { id: user.id, nome: user.nome }
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
 */
export async function ensureFirstAdmin(prisma: PrismaClient, nome: string, password?: string) {
  if ((await prisma.adminUser.count()) > 0) return null
  const chosen = password ?? randomBytes(12).toString('base64url')
  await setAdminPassword(prisma, nome, chosen)
  return password ? null : chosen
}
