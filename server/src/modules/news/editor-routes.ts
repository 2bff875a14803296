import { type AdminNews, adminNewsListSchema, adminNewsSchema, messages, newsIdParamsSchema, newsInputSchema, WORK_ROLES } from '@site/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { editorOf } from '../../editing/revisions.ts'
import { apiErrorResponses } from '../../http/openapi.ts'
import { staffDelete } from '../../http/staff-delete.ts'
import { audit } from '../audit/index.ts'
import type { NewsClock } from './routes.ts'
import { findNewsForStaff, listNewsForStaff, moveNewsToTrash, saveNews } from './service.ts'

export const NEWS_STAFF_ROLES = WORK_ROLES.communication
export const newsStaffSchema = { tags: ['notícias'] }

/** The staff's editor: the list, one item to edit, create, save, and move to the trash. */
const editorRoutes: FastifyPluginAsyncZod<NewsClock> = async (app, { clock }) => {
  const staff = { onRequest: app.authenticate, config: { roles: NEWS_STAFF_ROLES } }
  const editor = (request: FastifyRequest) => editorOf(request, clock)
  const schema = newsStaffSchema
  /** What the public sees changed: a published item saved is audited. */
  const audited = async (request: FastifyRequest, saved: AdminNews) => {
    if (saved.estado === 'publicado') await audit(request, { action: 'publicar-noticia', target: messages.audit.newsTarget(saved.id, saved.titulo) })
    return saved
  }

  app.get(
    '/api/admin/noticias',
    { ...staff, schema: { ...schema, summary: 'Listar as notícias fora da lixeira', response: { 200: adminNewsListSchema, ...apiErrorResponses(401) } } },
    async () => listNewsForStaff(app.prisma),
  )

  app.post(
    '/api/admin/noticias',
    {
      ...staff,
      schema: {
        ...schema,
        summary: 'Criar uma notícia (o texto é limpo por uma lista de marcações permitidas)',
        body: newsInputSchema,
        response: { 201: adminNewsSchema, ...apiErrorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await audited(request, await saveNews(app.prisma, null, request.body, editor(request)))),
  )

  app.get(
    '/api/admin/noticias/:id',
    {
      ...staff,
      schema: { ...schema, summary: 'Abrir uma notícia para edição', params: newsIdParamsSchema, response: { 200: adminNewsSchema, ...apiErrorResponses(401, 404) } },
    },
    async (request) => findNewsForStaff(app.prisma, request.params.id),
  )

  app.put(
    '/api/admin/noticias/:id',
    {
      ...staff,
      schema: {
        ...schema,
        summary: 'Salvar uma notícia (guarda uma revisão; um endereço trocado continua levando a ela)',
        params: newsIdParamsSchema,
        body: newsInputSchema,
        response: { 200: adminNewsSchema, ...apiErrorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => audited(request, await saveNews(app.prisma, request.params.id, request.body, editor(request))),
  )

  staffDelete(app, {
    url: '/api/admin/noticias/:id',
    tags: schema.tags,
    summary: 'Mover uma notícia para a lixeira (restaurável por 30 dias)',
    params: newsIdParamsSchema,
    done: 'Feito',
    roles: NEWS_STAFF_ROLES,
    remove: async ({ id }, request) => {
      await moveNewsToTrash(app.prisma, id, clock())
      await audit(request, { action: 'excluir-noticia', target: messages.audit.newsTarget(id) })
    },
  })
}

export default editorRoutes
