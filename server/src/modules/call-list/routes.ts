import { callListSchema } from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Config } from '../../config/env.ts'
import { apiErrorResponses } from '../../http/openapi.ts'
import { CallListSource, type CallListOptions } from './service.ts'

export interface CallListRoutesOptions {
  config: Pick<Config, 'CALL_LIST_URL' | 'CALL_LIST_CACHE_SECONDS'>
  callList?: CallListOptions
}

/** Browsers may keep the answer briefly; the server's own cache decides how fresh it is. */
const BROWSER_CACHE = 'public, max-age=60'

const callListRoutes: FastifyPluginAsyncZod<CallListRoutesOptions> = async (app, options) => {
  const source = new CallListSource({
    ...options.callList,
    url: options.config.CALL_LIST_URL,
    cacheSeconds: options.config.CALL_LIST_CACHE_SECONDS,
    log: app.log.child({ module: 'call-list' }),
  })

  app.get(
    '/chamada',
    {
      schema: {
        tags: ['chamada'],
        summary: 'Lista de chamada 2025',
        description:
          'Lida pelo servidor da planilha em CALL_LIST_URL (ou da amostra incluída, quando não configurada), guardada em cache por CALL_LIST_CACHE_SECONDS; se a fonte falhar, serve a última cópia boa. Sem nenhuma cópia: 503.',
        response: { 200: callListSchema, ...apiErrorResponses(503) },
      },
    },
    async (_request, reply) => {
      const list = await source.get()
      return reply.header('cache-control', BROWSER_CACHE).send(list)
    },
  )
}

export default callListRoutes
