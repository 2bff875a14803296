/**
 * npm run admin -- <usuário> [senha]
 * Creates an Administrador or resets its password (and makes it an enabled Administrador again). Without a password,
 * a random one is generated and printed; a given one follows the rules of every password (10+ characters, not common).
 * Uses DATABASE_URL, or the embedded database under DATA_DIR when it is unset.
 */
import { newPasswordSchema } from '@site/contracts'
import { randomBytes } from 'node:crypto'
import { loadConfig } from '../config/env.ts'
import { startEmbeddedPostgres } from '../db/embedded.ts'
import { applyMigrations } from '../db/migrate.ts'
import { createDatabaseClients } from '../db/prisma.ts'
import { setAdminPassword } from '../modules/auth/service.ts'

const [nome, givenPassword] = process.argv.slice(2)
if (!nome) {
  console.error('Uso: npm run admin -- <usuário> [senha]')
  process.exit(1)
}
const checked = givenPassword === undefined ? null : newPasswordSchema.safeParse(givenPassword)
if (checked && !checked.success) {
  console.error(checked.error.issues[0]?.message)
  process.exit(1)
}

const config = loadConfig()
const database = config.DATABASE_URL
  ? { url: config.DATABASE_URL, stop: async () => {} }
  : await startEmbeddedPostgres(config.DATA_DIR)
const { prisma } = createDatabaseClients(database.url)
try {
  await applyMigrations(database.url)
  const password = givenPassword ?? randomBytes(12).toString('base64url')
  await setAdminPassword(prisma, nome, password)
  console.log(`Administrador "${nome}" pronto.${givenPassword ? '' : ` Senha: ${password}`}`)
} finally {
  await prisma.$disconnect()
  await database.stop()
}
