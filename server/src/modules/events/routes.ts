import { activeEventQuerySchema, activeEventSchema } from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiErrorResponses } from '../../http/openapi.ts'
import attendanceRoutes, { type AttendanceRoutesOptions } from './attendance-routes.ts'
import { findActiveEvent, type FillPlaces } from './service.ts'
import staffRoutes from './staff-routes.ts'

/** The staff's events and their attendance lists, and the active event of a project for the public pages. */
const eventRoutes: FastifyPluginAsyncZod<AttendanceRoutesOptions & { fillPlaces: FillPlaces }> = async (app, options) => {
  await app.register(staffRoutes, { fillPlaces: options.fillPlaces })
  await app.register(attendanceRoutes, { config: options.config })

  app.post(
    '/eventos/ativa',
    {
      schema: {
        tags: ['eventos'],
        summary: 'Consultar o evento ativo de um projeto',
        body: activeEventQuerySchema,
        response: { 200: activeEventSchema, ...apiErrorResponses(400, 404) },
      },
    },
    async (request) => ({ consulta: await findActiveEvent(app.prisma, request.body.projeto) }),
  )
}

export default eventRoutes
