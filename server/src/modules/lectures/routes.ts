import { lectureListSchema, PATHS } from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { findOpenLecture, listUpcomingLectures } from './service.ts'

const lectureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/palestras',
    {
      schema: {
        tags: ['palestras'],
        summary: 'Listar as próximas palestras do ciclo (de hoje em diante, no horário de Brasília), da primeira à última data',
        response: { 200: lectureListSchema },
      },
    },
    async () => listUpcomingLectures(app.prisma),
  )

  // The cycle's page: its head describes the lecture open for registration (schema.org Event), when there is one.
  app.get(PATHS.cycle, { schema: { hide: true } }, async (_request, reply) =>
    reply.sendSitePage(200, { path: PATHS.cycle, lecture: await findOpenLecture(app.prisma) }),
  )
}

export default lectureRoutes
