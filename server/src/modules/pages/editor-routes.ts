import {
  adminPageListSchema,
  adminPageSchema,
  confirmQuerySchema,
  messages,
  newPageInputSchema,
  pageDraftInputSchema,
  pageIdParamsSchema,
  publishInputSchema,
} from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { editorOf } from '../../editing/revisions.ts'
import { apiErrorResponses } from '../../http/openapi.ts'
import { audit } from '../audit/index.ts'
import type { PagesClock } from './routes.ts'
import { createPage, findPageForStaff, listPages, movePageToTrash, publishPage, saveDraft, unpublishPage } from './service.ts'
import { PAGE_EDITOR_ROLES, PAGE_READER_ROLES, pagesStaffSchema as schema } from './staff.ts'

const target = (page: { id: number; caminho: string }) => messages.audit.pageTarget(page.id, page.caminho)

/** The staff's editor: the list, one page, "Nova página", saving the draft, publishing, unpublishing and the trash. */
const editorRoutes: FastifyPluginAsyncZod<PagesClock> = async (app, { clock }) => {
  const reader = { onRequest: app.authenticate, config: { roles: PAGE_READER_ROLES } }
  const editor = { onRequest: app.authenticate, config: { roles: PAGE_EDITOR_ROLES } }

  app.get(
    '/api/admin/paginas',
    { ...reader, schema: { ...schema, summary: 'Listar as páginas fora da lixeira, com a situação de cada uma', response: { 200: adminPageListSchema, ...apiErrorResponses(401, 403) } } },
    async () => listPages(app.prisma, clock()),
  )
  app.get(
    '/api/admin/paginas/:id',
    {
      ...reader,
      schema: { ...schema, summary: 'Abrir o rascunho de uma página, com avisos sobre os links', params: pageIdParamsSchema, response: { 200: adminPageSchema, ...apiErrorResponses(401, 403, 404) } },
    },
    async (request) => findPageForStaff(app.prisma, request.params.id, clock()),
  )
  app.post(
    '/api/admin/paginas',
    {
      ...editor,
      schema: {
        ...schema,
        summary: 'Nova página a partir de um modelo (Projeto, Curso, Página simples), num endereço sob uma seção permitida',
        body: newPageInputSchema,
        response: { 201: adminPageSchema, ...apiErrorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await createPage(app.prisma, request.body, editorOf(request, clock))),
  )
  app.put(
    '/api/admin/paginas/:id',
    {
      ...editor,
      schema: {
        ...schema,
        summary: 'Salvar o rascunho (o site continua mostrando a versão publicada); um endereço trocado responde 301',
        params: pageIdParamsSchema,
        body: pageDraftInputSchema,
        response: { 200: adminPageSchema, ...apiErrorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => saveDraft(app.prisma, request.params.id, request.body, editorOf(request, clock)),
  )
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
      await audit(request, { action: 'publicar-pagina', target: target(page), ...(at > now && { detail: `Agendada para ${at.toISOString()}` }) })
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

export default editorRoutes
