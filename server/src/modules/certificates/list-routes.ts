import { certificateListQuerySchema, certificatePageSchema, WORK_ROLES } from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiErrorResponses } from '../../http/openapi.ts'
import { exportCertificates } from './export.ts'
import { pageCertificates } from './service.ts'

const schema = { tags: ['certificados'], querystring: certificateListQuerySchema }

/** The staff's list of certificates: a page of a search, and the whole search as CSV; `origin` addresses our PDFs. */
const listRoutes: FastifyPluginAsyncZod<{ origin: string }> = async (app, { origin }) => {
  const staff = { onRequest: app.authenticate, config: { roles: WORK_ROLES.secretariat } }

  app.get(
    '/certificados',
    {
      ...staff,
      schema: {
        ...schema,
        summary: 'Uma página dos certificados, com busca (nome, curso, código) e ordenação',
        response: { 200: certificatePageSchema, ...apiErrorResponses(400, 401) },
      },
    },
    async (request) => pageCertificates(app.queries, request.query, origin),
  )

  app.get(
    '/certificados/exportacao',
    {
      ...staff,
      schema: {
        ...schema,
        summary: 'Exportar em CSV os certificados que a busca encontra, na ordem pedida',
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV (UTF-8 com BOM, separado por ;)'), ...apiErrorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await exportCertificates(app.queries, request.query, origin)
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(csv)
    },
  )
}

export default listRoutes
