import { auditFiltersSchema, auditPageSchema, auditQuerySchema } from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiErrorResponses } from '../../http/openapi.ts'
import { actorOf } from './actor.ts'
import { exportAuditCsv, listAudit } from './service.ts'

const tags = ['auditoria']

/** The audit log, for administrators: a page at a time, or all of it as CSV. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auditoria',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Registro de auditoria, do mais recente ao mais antigo, filtrado por usuário, ação e período',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...apiErrorResponses(400, 401) },
      },
    },
    async (request) => listAudit(app.prisma, request.query),
  )

  app.get(
    '/auditoria.csv',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Exportar o registro de auditoria em CSV (com os mesmos filtros da lista)',
        querystring: auditFiltersSchema,
        response: { 200: z.string().describe('CSV (UTF-8 com BOM, separado por ;)'), ...apiErrorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const csv = await exportAuditCsv(app.prisma, actorOf(request), request.query)
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="auditoria.csv"')
        .header('cache-control', 'no-store')
        .send(csv)
    },
  )
}

export default auditRoutes
