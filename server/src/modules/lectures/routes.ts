import { lectureListSchema, PATHS } from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { findOpenLecture, listLectures } from './service.ts'

const lectureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/palestras',
    {
      schema: {
        tags: ['palestras'],
        summary: 'Listar as palestras do ciclo, da primeira à última data',
        response: { 200: lectureListSchema },
      },
    },
    async () => listLectures(app.prisma),
  )

  // The cycle's page: its head describes the lecture open for registration (schema.org Event), when there is one.
  app.get(PATHS.cycle, { schema: { hide: true } }, async (_request, reply) =>
    reply.sendSitePage(200, { path: PATHS.cycle, lecture: await findOpenLecture(app.prisma) }),
  )
}

export default lectureRoutes
