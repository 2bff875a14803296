import { adminPageListSchema, adminPageSchema, newPageInputSchema, pageDraftInputSchema, pageIdParamsSchema } from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { editorOf } from '../../editing/revisions.ts'
import { apiErrorResponses } from '../../http/openapi.ts'
import type { PagesClock } from './routes.ts'
import { createPage, findPageForStaff, listPages, saveDraft } from './service.ts'
import { pageAccess, pagesStaffSchema as schema } from './staff.ts'

/** The staff's editor: the list, one page, "Nova página" and saving the draft (publishing-routes.ts puts it on the site). */
const editorRoutes: FastifyPluginAsyncZod<PagesClock> = async (app, { clock }) => {
  const { reader, editor } = pageAccess(app)

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
}

export default editorRoutes
