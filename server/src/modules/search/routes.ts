import { searchAnswerSchema, searchQuerySchema } from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiErrorResponses } from '../../http/openapi.ts'
import { listPages } from './pages.ts'
import { searchSite } from './service.ts'

export interface SearchRoutesOptions {
  now: () => Date
}

/**
 * The site search. The index follows the staff's edits by itself (triggers, migration search_index); the pages'
 * entries are written here, at start, from the pages' texts.
 */
const searchRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (app, { now }) => {
  app.addHook('onReady', () => app.queries.search.replacePages(listPages()))

  app.get(
    '/api/busca',
    {
      schema: {
        tags: ['busca'],
        summary: 'Buscar nas páginas, notícias, cursos e turmas, eventos e equipe, os melhores resultados primeiro',
        querystring: searchQuerySchema,
        response: { 200: searchAnswerSchema, ...apiErrorResponses(400, 503) },
      },
    },
    async (request) => searchSite(app.queries, request.query, now()),
  )
}

export default searchRoutes
