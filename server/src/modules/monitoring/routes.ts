/**
 * Health of the site (decision 33): the alerts' checks on a loop (ALERT_CHECK_INTERVAL), their state for the
 * dashboard (GET /monitoramento, Administrador only) and GET /metrics (Prometheus, behind METRICS_TOKEN). Wrapped
 * with fastify-plugin: the request-duration hook must see every route of the app.
 */
import { messages, monitoringStateSchema } from '@site/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { createHash, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import type { Config } from '../../config/env.ts'
import { AppError } from '../../errors.ts'
import { apiErrorResponses } from '../../http/openapi.ts'
import { monitoringState, recordResults } from './alerts.ts'
import { runChecks, type CheckResult } from './checks.ts'
import { createMetrics } from './metrics.ts'
import { monitoringSettings, type MonitoringSettings } from './settings.ts'

export interface MonitoringOptions {
  config: Config
  now: () => Date
  /** Replaces settings drawn from the configuration (tests: the free-space threshold, the loop). */
  settings?: Partial<MonitoringSettings>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs every check now and records the results (mails for what changed); the loop calls it too. */
    checkHealth(): Promise<CheckResult[]>
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest()
/** Compares the Bearer token in constant time (both sides hashed to one length first). */
const tokenMatches = (header: string | undefined, token: string) =>
  timingSafeEqual(digest(header ?? ''), digest(`Bearer ${token}`))

function startLoop(app: FastifyInstance, intervalMs: number) {
  let timer: NodeJS.Timeout | undefined
  let current: Promise<unknown> | undefined
  let stopped = false
  const round = () => {
    current = app.checkHealth().finally(() => {
      if (stopped) return
      timer = setTimeout(round, intervalMs)
      timer.unref()
    })
  }
  round()
  return async () => {
    stopped = true
    clearTimeout(timer)
    await current
  }
}

const monitoring: FastifyPluginAsyncZod<MonitoringOptions> = async (app, { config, now, settings: overrides }) => {
  const settings = monitoringSettings(config, overrides)
  const startedAt = now()
  const metrics = createMetrics({ prisma: app.prisma, backupDir: settings.backupDir })

  app.addHook('onResponse', async (request, reply) => {
    metrics.observe({ method: request.method, route: request.routeOptions.url, statusCode: reply.statusCode, seconds: reply.elapsedTime / 1000 })
  })

  app.decorate('checkHealth', async () => {
    const at = now()
    const results = await runChecks({ prisma: app.prisma, settings, now: at, startedAt }, (kind, error) =>
      app.log.warn({ kind, code: (error as { code?: string }).code }, 'monitoring: a check could not run'),
    )
    const changed = await recordResults(app.prisma, results, { now: at, alertEmail: settings.alertEmail, origin: settings.origin }).catch(
      (error: { code?: string }) => void app.log.warn({ code: error.code }, 'monitoring: recording the checks failed'),
    )
    if (changed) app.mailer.wake()
    return results
  })

  app.get(
    '/monitoramento',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['monitoramento'],
        summary: 'Problemas em aberto: backup, e-mails, espaço em disco e retenção de documentos',
        response: { 200: monitoringStateSchema, ...apiErrorResponses(401, 403) },
      },
    },
    async () => monitoringState(app.prisma),
  )

  const token = config.METRICS_TOKEN
  if (token) {
    app.get(
      '/metrics',
      {
        schema: {
          tags: ['monitoramento'],
          summary: 'Métricas no formato de texto do Prometheus (Authorization: Bearer METRICS_TOKEN)',
          response: { 200: z.string().describe('Formato de texto do Prometheus 0.0.4'), ...apiErrorResponses(401) },
        },
      },
      async (request, reply) => {
        if (!tokenMatches(request.headers.authorization, token)) {
          throw new AppError(401, messages.common.unauthorized, { 'www-authenticate': 'Bearer' })
        }
        return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(await metrics.registry.metrics())
      },
    )
  }

  if (settings.loop) {
    let stop: (() => Promise<void>) | undefined
    app.addHook('onReady', async () => {
      stop = startLoop(app, settings.intervalMs)
    })
    app.addHook('onClose', async () => stop?.())
  }
}

export default fp(monitoring, { name: 'monitoring', dependencies: ['prisma', 'mailer'] })
