import { searchAnswerSchema, searchQuerySchema } from '@site/contracts'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiErrorResponses } from '../../http/openapi.ts'
import { listPages } from './pages.ts'
import { createSearchCache, searchSiteJson } from './service.ts'

export interface SearchRoutesOptions {
  now: () => Date
}

/** The pages' entries of the index, written again from the stored pages' versions (each with when it shows). */
export const refreshPageEntries = async (app: FastifyInstance): Promise<void> => app.queries.search.replacePages(await listPages(app.prisma))

/**
 * The site search. The index follows the staff's edits by itself (triggers, migration search_index); the pages'
 * entries are written here, at start and after every change to the pages (app.ts).
 */
const searchRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (app, { now }) => {
  const cache = createSearchCache()
  // A start the index cannot follow (the database away for a moment, or a schema older than this code, as an
  // upgrade's first steps see it) still starts: the pages' entries are written again at their next change.
  app.addHook('onReady', () =>
    refreshPageEntries(app).catch((error: unknown) => app.log.error({ err: error }, 'search: pages not indexed at start')),
  )

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
    // The body is JSON already: the service checks each answer it reads against the 200 schema once and sends a kept
    // answer as it wrote it, so a string goes where the type provider expects the schema's object.
    async (request, reply) =>
      reply.type('application/json; charset=utf-8').send((await searchSiteJson(app.queries, cache, request.query, now())) as never),
  )
}

export default searchRoutes
