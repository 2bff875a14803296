import {
  backupListSchema,
  backupStatusSchema,
  messageResponseSchema,
  messages,
  type BackupItem,
} from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config/env.ts'
import { conflict } from '../../errors.ts'
import { apiErrorResponses } from '../../http/openapi.ts'
import { actorOf, recordAudit } from '../audit/index.ts'
import downloadRoutes from './download-routes.ts'
import { lastBackupFailure } from './failure.ts'
import { backupRunning, lockBackups, runBackup } from './run.ts'
import { createBackups, listBackups, type BackupEntry } from './service.ts'
import { backupDir, backupPassphrase, backupSettings, confirmPassphraseKept, passphraseToKeep } from './settings.ts'

export interface BackupRoutesOptions {
  config: Config
  /** The database the app runs on (the embedded one's address when DATABASE_URL is unset). */
  databaseUrl: string
  now: () => Date
}

const toItem = (entry: BackupEntry): BackupItem => ({
  nome: entry.name,
  criadoEm: entry.createdAt.toISOString(),
  bytes: entry.bytes,
  origem: entry.origin,
  verificadoEm: entry.verifiedAt?.toISOString() ?? null,
})

const tags = ['backups']

type App = Parameters<FastifyPluginAsyncZod>[0]

/** The backups kept in BACKUP_DIR, and the screen's state: one running, the last verified, the last failure. */
function readingRoutes(app: App, config: Config, dir: string) {
  app.get(
    '/backups',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Listar os backups guardados, do mais novo ao mais antigo',
        response: { 200: backupListSchema, ...apiErrorResponses(401, 403) },
      },
    },
    async () => (await listBackups(dir)).map(toItem),
  )

  app.get(
    '/backups/estado',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Backup em andamento, último backup verificado, última falha e o aviso da senha gerada',
        response: { 200: backupStatusSchema, ...apiErrorResponses(401, 403) },
      },
    },
    async () => {
      const [entries, failure, inProgress, passphrase] = await Promise.all([
        listBackups(dir),
        lastBackupFailure(app.prisma),
        backupRunning(app.prisma),
        passphraseToKeep(config),
      ])
      const verified = entries.find((entry) => entry.verifiedAt)
      return {
        emAndamento: inProgress,
        ultimoVerificado: verified ? toItem(verified) : null,
        falha: failure ? { em: failure.at.toISOString(), mensagem: failure.reason } : null,
        senhaGerada: passphrase ? { arquivo: passphrase } : null,
      }
    },
  )
}

/** "Fazer backup agora": one at a time (409 otherwise), in the background; app.close() waits for it. */
function backupNowRoute(app: App, { config, databaseUrl }: BackupRoutesOptions) {
  let running: Promise<void> | undefined
  app.post(
    '/backups',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Fazer um backup agora (e sua restauração de teste), em segundo plano; um de cada vez',
        response: { 202: messageResponseSchema, ...apiErrorResponses(401, 403, 409) },
      },
    },
    async (request, reply) => {
      const lock = await lockBackups(databaseUrl, { wait: false })
      if (!lock) throw conflict(messages.backups.busy)
      try {
        const passphrase = backupPassphrase(config, { generate: true })
        if (passphrase.generatedAt) app.log.warn({ file: passphrase.generatedAt }, 'backup: passphrase generated; keep a copy away from this server')
        await recordAudit(app.prisma, actorOf(request), { action: 'fazer-backup', target: messages.backups.title })
        const backups = createBackups(backupSettings(config, databaseUrl, passphrase.value))
        running = runBackup(backups, { origin: 'manual', databaseUrl, log: app.log }).finally(() => lock.release())
      } catch (error) {
        await lock.release()
        throw error
      }
      return reply.code(202).send({ mensagem: messages.backups.started })
    },
  )
  app.addHook('onClose', async () => {
    await running
  })
}

/** The generated passphrase's notice, until an Administrador confirms a copy is kept away from the server. */
function passphraseKeptRoute(app: App, config: Config) {
  app.post(
    '/backups/senha-guardada',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Confirmar que uma cópia da senha gerada dos backups está guardada longe do servidor',
        response: { 204: z.undefined().describe('Confirmado'), ...apiErrorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      await confirmPassphraseKept(config)
      return reply.code(204).send()
    },
  )
}

/** The Backups screen's API, Administrador only (no `roles`): list, take one now, download one (download-routes.ts), the passphrase notice. */
const backupRoutes: FastifyPluginAsyncZod<BackupRoutesOptions> = async (app, options) => {
  const dir = backupDir(options.config)
  readingRoutes(app, options.config, dir)
  backupNowRoute(app, options)
  await app.register(downloadRoutes, { dir, now: options.now })
  passphraseKeptRoute(app, options.config)
}

export default backupRoutes
