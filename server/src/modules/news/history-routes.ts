import { adminNewsSchema, contentRevisionListSchema, newsIdParamsSchema, revisionParamsSchema, trashListSchema } from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { editorOf } from '../../editing/revisions.ts'
import { apiErrorResponses } from '../../http/openapi.ts'
import { NEWS_STAFF_ROLES, newsStaffSchema as schema } from './editor-routes.ts'
import type { NewsClock } from './routes.ts'
import { listNewsTrash, newsRevisions, restoreNewsFromTrash, restoreNewsRevision } from './service.ts'

const done = z.undefined().describe('Feito')

/** A news item's revisions, and the trash: what the staff can bring back. */
const historyRoutes: FastifyPluginAsyncZod<NewsClock> = async (app, { clock }) => {
  const staff = { onRequest: app.authenticate, config: { roles: NEWS_STAFF_ROLES } }

  app.get(
    '/api/admin/noticias/:id/revisoes',
    {
      ...staff,
      schema: { ...schema, summary: 'Listar as revisões de uma notícia, da mais recente à mais antiga', params: newsIdParamsSchema, response: { 200: contentRevisionListSchema, ...apiErrorResponses(401, 404) } },
    },
    async (request) => newsRevisions(app.prisma, request.params.id),
  )

  app.post(
    '/api/admin/noticias/:id/revisoes/:revisaoId/restaurar',
    {
      ...staff,
      schema: { ...schema, summary: 'Restaurar uma revisão (salva como nova versão)', params: revisionParamsSchema, response: { 200: adminNewsSchema, ...apiErrorResponses(400, 401, 404, 409) } },
    },
    async (request) => restoreNewsRevision(app.prisma, request.params.id, request.params.revisaoId, editorOf(request, clock)),
  )

  app.get(
    '/api/admin/lixeira/noticias',
    {
      ...staff,
      schema: { ...schema, summary: 'Listar as notícias na lixeira (apagadas de vez após 30 dias)', response: { 200: trashListSchema, ...apiErrorResponses(401) } },
    },
    async () => listNewsTrash(app.prisma, clock()),
  )

  app.post(
    '/api/admin/lixeira/noticias/:id/restaurar',
    {
      ...staff,
      schema: { ...schema, summary: 'Restaurar uma notícia da lixeira', params: newsIdParamsSchema, response: { 204: done, ...apiErrorResponses(401, 404) } },
    },
    async (request, reply) => {
      await restoreNewsFromTrash(app.prisma, request.params.id, clock())
      return reply.code(204).send()
    },
  )
}

export default historyRoutes
