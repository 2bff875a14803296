import { messages, pageLookupQuerySchema, publicMenuSchema, publicPageSchema, siteMapSchema } from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../errors.ts'
import { apiErrorResponses } from '../../http/openapi.ts'
import { publicMenu } from './menu.ts'
import type { PagesClock } from './routes.ts'
import { lookUpPage } from './service.ts'
import { siteMap } from './site-map.ts'

const tags = ['páginas']

/** What the public rendering reads: a published page by its path (or where it moved), the menu, and the site map. */
const publicRoutes: FastifyPluginAsyncZod<PagesClock> = async (app, { clock }) => {
  app.get(
    '/api/paginas',
    {
      schema: {
        tags,
        summary: 'Ler a página publicada de um endereço; um endereço antigo responde 301 com o endereço atual da página',
        querystring: pageLookupQuerySchema,
        response: { 200: publicPageSchema, 301: z.undefined().describe('Endereço antigo'), ...apiErrorResponses(404) },
      },
    },
    async (request, reply) => {
      const found = await lookUpPage(app.prisma, request.query.caminho, clock())
      if (!found) throw notFound(messages.sitePages.notFound)
      if ('movedTo' in found) return reply.redirect(encodeURI(found.movedTo), 301)
      return found.page
    },
  )
  app.get(
    '/api/menu',
    { schema: { tags, summary: 'O menu e o rodapé do site, só com as páginas publicadas', response: { 200: publicMenuSchema } } },
    async () => publicMenu(app.prisma, clock()),
  )
  app.get(
    '/api/mapa-do-site',
    {
      schema: {
        tags,
        summary: 'O mapa do site: as páginas publicadas e as do código (formulários, notícias, busca), cada uma sob a de cima',
        response: { 200: siteMapSchema },
      },
    },
    async () => siteMap(app.prisma, clock()),
  )
}

export default publicRoutes
