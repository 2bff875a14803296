import { messages } from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { sendError } from '../../http/error-body.ts'

const HEALTH_TIMEOUT_MS = 2000

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['saúde'], summary: 'Estado do servidor e do banco (200 ou 503)', response: { 200: z.object({ status: z.literal('ok') }) } } },
    async (request, reply) => {
      try {
        await Promise.race([
          app.prisma.$queryRaw`SELECT 1`,
          new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), HEALTH_TIMEOUT_MS).unref()),
        ])
        return { status: 'ok' as const }
      } catch {
        request.log.warn('health check: database unavailable')
        return sendError(reply, 503, messages.common.serviceUnavailable)
      }
    },
  )
}

export default healthRoutes
