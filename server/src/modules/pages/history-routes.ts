import { adminPageSchema, contentRevisionListSchema, pageIdParamsSchema, pageRevisionDiffSchema, pageRevisionParamsSchema, pageTrashParamsSchema, trashListSchema } from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { editorOf } from '../../editing/revisions.ts'
import { apiErrorResponses } from '../../http/openapi.ts'
import type { PagesClock } from './routes.ts'
import { compareRevision, listPagesTrash, pageRevisions, restorePageFromTrash, restorePageRevision } from './service.ts'
import { pageAccess, pagesStaffSchema as schema } from './staff.ts'

/** A page's revisions (list, compare, restore), and the trash. */
const historyRoutes: FastifyPluginAsyncZod<PagesClock> = async (app, { clock }) => {
  const { reader, editor } = pageAccess(app)

  app.get(
    '/api/admin/paginas/:id/revisoes',
    {
      ...reader,
      schema: { ...schema, summary: 'Listar as revisões de uma página, da mais recente à mais antiga', params: pageIdParamsSchema, response: { 200: contentRevisionListSchema, ...apiErrorResponses(401, 403, 404) } },
    },
    async (request) => pageRevisions(app.prisma, request.params.id),
  )
  app.get(
    '/api/admin/paginas/:id/revisoes/:revisaoId/comparar',
    {
      ...reader,
      schema: {
        ...schema,
        summary: 'Comparar uma revisão com o rascunho atual: o endereço, cada campo do cabeçalho e cada seção que mudou',
        params: pageRevisionParamsSchema,
        response: { 200: pageRevisionDiffSchema, ...apiErrorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => compareRevision(app.prisma, request.params.id, request.params.revisaoId),
  )
  app.post(
    '/api/admin/paginas/:id/revisoes/:revisaoId/restaurar',
    {
      ...editor,
      schema: {
        ...schema,
        summary: 'Restaurar uma revisão como rascunho (salva como nova versão; o site muda ao publicar)',
        params: pageRevisionParamsSchema,
        response: { 200: adminPageSchema, ...apiErrorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => restorePageRevision(app.prisma, request.params.id, request.params.revisaoId, editorOf(request, clock)),
  )
  app.get(
    '/api/admin/lixeira/paginas',
    { ...reader, schema: { ...schema, summary: 'Listar as páginas na lixeira (apagadas de vez após 30 dias)', response: { 200: trashListSchema, ...apiErrorResponses(401, 403) } } },
    async () => listPagesTrash(app.prisma, clock()),
  )
  app.post(
    '/api/admin/lixeira/paginas/:id/restaurar',
    {
      ...editor,
      schema: { ...schema, summary: 'Restaurar uma página da lixeira', params: pageTrashParamsSchema, response: { 204: z.undefined().describe('Feito'), ...apiErrorResponses(401, 403, 404) } },
    },
    async (request, reply) => {
      await restorePageFromTrash(app.prisma, request.params.id, clock())
      return reply.code(204).send()
    },
  )
}

export default historyRoutes
