import { adminPageSchema, confirmQuerySchema, messages, pageIdParamsSchema, publishInputSchema } from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiErrorResponses } from '../../http/openapi.ts'
import { audit } from '../audit/index.ts'
import type { PagesClock } from './routes.ts'
import { movePageToTrash, publishPage, unpublishPage } from './service.ts'
import { pageAccess, pagesStaffSchema as schema } from './staff.ts'

const target = (page: { id: number; caminho: string }) => messages.audit.pageTarget(page.id, page.caminho)

/** A page on and off the site: publishing the saved draft (now or at a time), unpublishing, and the trash. */
const publishingRoutes: FastifyPluginAsyncZod<PagesClock> = async (app, { clock }) => {
  const { editor } = pageAccess(app)

  app.post(
    '/api/admin/paginas/:id/publicar',
    {
      ...editor,
      schema: {
        ...schema,
        summary: 'Publicar o rascunho salvo agora, ou agendar para `publicarEm`',
        params: pageIdParamsSchema,
        body: publishInputSchema,
        response: { 200: adminPageSchema, ...apiErrorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const now = clock()
      const at = request.body.publicarEm ? new Date(request.body.publicarEm) : now
      const page = await publishPage(app.prisma, request.params.id, at, now)
      await audit(request, { action: 'publicar-pagina', target: target(page), ...(at > now && { detail: messages.audit.pageScheduledFor(at.toISOString()) }) })
      return page
    },
  )
  app.post(
    '/api/admin/paginas/:id/despublicar',
    {
      ...editor,
      schema: {
        ...schema,
        summary: 'Tirar a página do site; se o menu leva a ela, responde 409 dizendo onde, até `confirmar=sim` (o item sai do menu junto)',
        params: pageIdParamsSchema,
        querystring: confirmQuerySchema,
        response: { 200: adminPageSchema, ...apiErrorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const page = await unpublishPage(app.prisma, request.params.id, request.query.confirmar === 'sim', clock())
      await audit(request, { action: 'despublicar-pagina', target: target(page) })
      return page
    },
  )
  app.delete(
    '/api/admin/paginas/:id',
    {
      ...editor,
      schema: {
        ...schema,
        summary: 'Mover uma página para a lixeira (restaurável por 30 dias); se o menu leva a ela, 409 até `confirmar=sim`',
        params: pageIdParamsSchema,
        querystring: confirmQuerySchema,
        response: { 204: z.undefined().describe('Página na lixeira'), ...apiErrorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const row = await movePageToTrash(app.prisma, request.params.id, request.query.confirmar === 'sim', clock())
      await audit(request, { action: 'excluir-pagina', target: target({ id: row.id, caminho: row.path }) })
      return reply.code(204).send()
    },
  )
}

export default publishingRoutes
