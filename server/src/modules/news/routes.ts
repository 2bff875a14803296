import {
  adminNewsListSchema,
  adminNewsSchema,
  contentRevisionListSchema,
  newsArticleSchema,
  newsIdParamsSchema,
  newsInputSchema,
  newsLink,
  newsPageQuerySchema,
  newsPageSchema,
  newsSlugParamsSchema,
  revisionParamsSchema,
  trashListSchema,
} from '@site/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { editorOf } from '../../editing/revisions.ts'
import { scheduleTrashPurge } from '../../editing/trash.ts'
import { AppError } from '../../errors.ts'
import { apiErrorResponses, bearerAuth } from '../../http/openapi.ts'
import {
  findNewsForStaff,
  findPublishedNews,
  listNewsForStaff,
  listNewsTrash,
  listPublishedNews,
  moveNewsToTrash,
  newsRevisions,
  purgeExpiredNews,
  restoreNewsFromTrash,
  restoreNewsRevision,
  saveNews,
} from './service.ts'

export interface NewsRoutesOptions {
  now?: () => Date
}

const tags = ['notícias']
const done = z.undefined().describe('Feito')

/** Public news (published items only), the staff's editor calls, revisions and the trash. */
const newsRoutes: FastifyPluginAsyncZod<NewsRoutesOptions> = async (app, options) => {
  const clock = options.now ?? (() => new Date())
  const editor = (request: FastifyRequest) => editorOf(request, clock)
  scheduleTrashPurge(app, 'news', () => purgeExpiredNews(app.prisma, clock()))

  // The page of a news item: 301 from an address it had before, the site's 404 page for a draft or unknown slug.
  app.get('/noticias/:slug', { schema: { hide: true, params: newsSlugParamsSchema } }, async (request, reply) => {
    try {
      const found = await findPublishedNews(app.prisma, request.params.slug, clock())
      return 'movedTo' in found ? reply.redirect(newsLink(found.movedTo), 301) : reply.sendSitePage(200, found)
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return reply.sendSitePage(404)
      throw error
    }
  })

  app.get(
    '/api/noticias',
    {
      schema: {
        tags,
        summary: 'Listar as notícias publicadas, da mais recente à mais antiga, 6 por página',
        querystring: newsPageQuerySchema,
        response: { 200: newsPageSchema },
      },
    },
    async (request) => listPublishedNews(app.prisma, request.query.pagina, clock()),
  )

  app.get(
    '/api/noticias/:slug',
    {
      schema: {
        tags,
        summary: 'Ler uma notícia publicada; um endereço antigo responde 301 para o atual',
        params: newsSlugParamsSchema,
        response: { 200: newsArticleSchema, 301: z.undefined().describe('Endereço antigo'), ...apiErrorResponses(404) },
      },
    },
    async (request, reply) => {
      const found = await findPublishedNews(app.prisma, request.params.slug, clock())
      if ('movedTo' in found) return reply.redirect(`/api/noticias/${encodeURIComponent(found.movedTo)}`, 301)
      return found.article
    },
  )

  const staff = { onRequest: app.authenticate, config: { roles: ['comunicacao' as const] } }
  const staffSchema = { tags, security: bearerAuth }

  app.get(
    '/api/admin/noticias',
    {
      ...staff,
      schema: { ...staffSchema, summary: 'Listar as notícias fora da lixeira', response: { 200: adminNewsListSchema, ...apiErrorResponses(401) } },
    },
    async () => listNewsForStaff(app.prisma),
  )

  app.post(
    '/api/admin/noticias',
    {
      ...staff,
      schema: {
        ...staffSchema,
        summary: 'Criar uma notícia (o texto é limpo por uma lista de marcações permitidas)',
        body: newsInputSchema,
        response: { 201: adminNewsSchema, ...apiErrorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await saveNews(app.prisma, null, request.body, editor(request))),
  )

  app.get(
    '/api/admin/noticias/:id',
    {
      ...staff,
      schema: { ...staffSchema, summary: 'Abrir uma notícia para edição', params: newsIdParamsSchema, response: { 200: adminNewsSchema, ...apiErrorResponses(401, 404) } },
    },
    async (request) => findNewsForStaff(app.prisma, request.params.id),
  )

  app.put(
    '/api/admin/noticias/:id',
    {
      ...staff,
      schema: {
        ...staffSchema,
        summary: 'Salvar uma notícia (guarda uma revisão; um endereço trocado continua levando a ela)',
        params: newsIdParamsSchema,
        body: newsInputSchema,
        response: { 200: adminNewsSchema, ...apiErrorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => saveNews(app.prisma, request.params.id, request.body, editor(request)),
  )

  app.delete(
    '/api/admin/noticias/:id',
    {
      ...staff,
      schema: { ...staffSchema, summary: 'Mover uma notícia para a lixeira (restaurável por 30 dias)', params: newsIdParamsSchema, response: { 204: done, ...apiErrorResponses(401, 404) } },
    },
    async (request, reply) => {
      await moveNewsToTrash(app.prisma, request.params.id, clock())
      return reply.code(204).send()
    },
  )

  app.get(
    '/api/admin/noticias/:id/revisoes',
    {
      ...staff,
      schema: { ...staffSchema, summary: 'Listar as revisões de uma notícia, da mais recente à mais antiga', params: newsIdParamsSchema, response: { 200: contentRevisionListSchema, ...apiErrorResponses(401, 404) } },
    },
    async (request) => newsRevisions(app.prisma, request.params.id),
  )

  app.post(
    '/api/admin/noticias/:id/revisoes/:revisaoId/restaurar',
    {
      ...staff,
      schema: { ...staffSchema, summary: 'Restaurar uma revisão (salva como nova versão)', params: revisionParamsSchema, response: { 200: adminNewsSchema, ...apiErrorResponses(400, 401, 404, 409) } },
    },
    async (request) => restoreNewsRevision(app.prisma, request.params.id, request.params.revisaoId, editor(request)),
  )

  app.get(
    '/api/admin/lixeira/noticias',
    {
      ...staff,
      schema: { ...staffSchema, summary: 'Listar as notícias na lixeira (apagadas de vez após 30 dias)', response: { 200: trashListSchema, ...apiErrorResponses(401) } },
    },
    async () => listNewsTrash(app.prisma, clock()),
  )

  app.post(
    '/api/admin/lixeira/noticias/:id/restaurar',
    {
      ...staff,
      schema: { ...staffSchema, summary: 'Restaurar uma notícia da lixeira', params: newsIdParamsSchema, response: { 204: done, ...apiErrorResponses(401, 404) } },
    },
    async (request, reply) => {
      await restoreNewsFromTrash(app.prisma, request.params.id, clock())
      return reply.code(204).send()
    },
  )
}

export default newsRoutes
