import {
  attendanceInputSchema,
  attendeeParamsSchema,
  attendeeSchema,
  certificatesIssuedSchema,
  eventAttendanceSchema,
  eventIdParamsSchema,
} from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { publicOrigin, type Config } from '../../config/env.ts'
import { apiErrorResponses, bearerAuth } from '../../http/openapi.ts'
import { issueCertificates, listAttendance, setAttendance } from './attendance.ts'

const tags = ['eventos']

export interface AttendanceRoutesOptions {
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>
}

/** An event's registrations as its attendance list: presence, and certificates for those present. */
const attendanceRoutes: FastifyPluginAsyncZod<AttendanceRoutesOptions> = async (app, options) => {
  app.get(
    '/eventos/:id/inscricoes',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Lista de presença: o evento e as suas inscrições, em ordem alfabética',
        security: bearerAuth,
        params: eventIdParamsSchema,
        response: { 200: eventAttendanceSchema, ...apiErrorResponses(401, 404) },
      },
    },
    async (request) => listAttendance(app.prisma, request.params.id),
  )

  app.put(
    '/eventos/:id/inscricoes/:inscricaoId/presenca',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Marcar ou desmarcar a presença de uma inscrição do evento',
        security: bearerAuth,
        params: attendeeParamsSchema,
        body: attendanceInputSchema,
        response: { 200: attendeeSchema, ...apiErrorResponses(400, 401, 404) },
      },
    },
    async (request) => setAttendance(app.prisma, request.params, request.body.presente),
  )

  app.post(
    '/eventos/:id/certificados',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Emitir os certificados dos presentes que ainda não têm um, e enviá-los por e-mail',
        security: bearerAuth,
        params: eventIdParamsSchema,
        response: { 200: certificatesIssuedSchema, ...apiErrorResponses(401, 404, 409) },
      },
    },
    async (request) =>
      issueCertificates(
        { prisma: app.prisma, mailer: app.mailer, log: request.log, origin: publicOrigin(options.config) },
        request.params.id,
      ),
  )
}

export default attendanceRoutes
