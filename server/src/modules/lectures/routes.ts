import { lectureListSchema } from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listLectures } from './service.ts'

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
}

export default lectureRoutes
