import { newsArticleSchema, newsLink, newsPageQuerySchema, newsPageSchema, newsSlugParamsSchema } from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiErrorResponses } from '../../http/openapi.ts'
import type { NewsClock } from './routes.ts'
import { findPublishedNews, listPublishedNews, lookUpPublishedNews } from './service.ts'

const tags = ['notícias']

/** What a visitor reads: the published items, as pages of the site and as JSON. */
const publicRoutes: FastifyPluginAsyncZod<NewsClock> = async (app, { clock }) => {
  // The page of a news item: 301 from an address it had before, the site's 404 page for a draft or unknown slug.
  app.get('/noticias/:slug', { schema: { hide: true, params: newsSlugParamsSchema } }, async (request, reply) => {
    const found = await lookUpPublishedNews(app.prisma, request.params.slug, clock())
    if (!found) return reply.sendSitePage(404)
    return 'movedTo' in found ? reply.redirect(newsLink(found.movedTo), 301) : reply.sendSitePage(200, found)
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
}

export default publicRoutes
