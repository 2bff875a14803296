import {
  attendanceInputSchema,
  attendeeParamsSchema,
  attendeeSchema,
  certificatesIssuedSchema,
  eventAttendanceSchema,
  eventIdParamsSchema,
  messages,
  WORK_ROLES,
} from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { publicOrigin, type Config } from '../../config/env.ts'
import { apiErrorResponses } from '../../http/openapi.ts'
import { audit } from '../audit/index.ts'
import { issueCertificates, listAttendance, setAttendance } from './attendance.ts'

const schema = { tags: ['eventos'] }

export interface AttendanceRoutesOptions {
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>
}

/** An event's registrations as its attendance list: presence, and certificates for those present. */
const attendanceRoutes: FastifyPluginAsyncZod<AttendanceRoutesOptions> = async (app, options) => {
  const staff = { onRequest: app.authenticate, config: { roles: WORK_ROLES.secretariat } }

  app.get(
    '/eventos/:id/inscricoes',
    {
      ...staff,
      schema: {
        ...schema,
        summary: 'Lista de presença: o evento e as suas inscrições, em ordem alfabética',
        params: eventIdParamsSchema,
        response: { 200: eventAttendanceSchema, ...apiErrorResponses(401, 404) },
      },
    },
    async (request) => listAttendance(app.prisma, request.params.id),
  )

  app.put(
    '/eventos/:id/inscricoes/:inscricaoId/presenca',
    {
      ...staff,
      schema: {
        ...schema,
        summary: 'Marcar ou desmarcar a presença de uma inscrição do evento',
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
      ...staff,
      schema: {
        ...schema,
        summary: 'Emitir os certificados dos presentes que ainda não têm um, e enviá-los por e-mail',
        params: eventIdParamsSchema,
        response: { 200: certificatesIssuedSchema, ...apiErrorResponses(401, 404, 409) },
      },
    },
    async (request) => {
      const context = { prisma: app.prisma, mailer: app.mailer, log: request.log, origin: publicOrigin(options.config) }
      const issued = await issueCertificates(context, request.params.id)
      const detail = messages.audit.certificatesCount(issued.emitidos)
      if (issued.emitidos > 0) await audit(request, { action: 'emitir-certificados', target: messages.audit.eventTarget(request.params.id), detail })
      return issued
    },
  )
}

export default attendanceRoutes
