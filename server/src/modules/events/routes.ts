import {
  activeEventQuerySchema,
  activeEventSchema,
  eventActivationSchema,
  eventIdParamsSchema,
  eventInputSchema,
  eventListSchema,
  eventSchema,
} from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiErrorResponses, bearerAuth } from '../../http/openapi.ts'
import attendanceRoutes, { type AttendanceRoutesOptions } from './attendance-routes.ts'
import { createEvent, deleteEvent, findActiveEvent, listEvents, setEventActive, updateEvent } from './service.ts'

const tags = ['eventos']

const eventRoutes: FastifyPluginAsyncZod<AttendanceRoutesOptions> = async (app, options) => {
  await app.register(attendanceRoutes, options)

  app.get(
    '/eventos',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Listar os eventos, da data mais recente à mais antiga',
        security: bearerAuth,
        response: { 200: eventListSchema, ...apiErrorResponses(401) },
      },
    },
    async () => ({ Eventos: await listEvents(app.prisma) }),
  )

  app.post(
    '/eventos',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Criar um evento (começa inativo)',
        security: bearerAuth,
        body: eventInputSchema,
        response: { 201: eventSchema, ...apiErrorResponses(400, 401) },
      },
    },
    async (request, reply) => reply.code(201).send(await createEvent(app.prisma, request.body)),
  )

  app.put(
    '/eventos/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Editar um evento',
        security: bearerAuth,
        params: eventIdParamsSchema,
        body: eventInputSchema,
        response: { 200: eventSchema, ...apiErrorResponses(400, 401, 404) },
      },
    },
    async (request) => updateEvent(app.prisma, request.params.id, request.body),
  )

  app.put(
    '/eventos',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Ativar ou desativar um evento (ativar um desativa os outros do mesmo projeto)',
        security: bearerAuth,
        body: eventActivationSchema,
        response: { 200: eventSchema, ...apiErrorResponses(400, 401, 404) },
      },
    },
    async (request) => setEventActive(app.prisma, request.body),
  )

  app.delete(
    '/eventos/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Excluir um evento (as inscrições ficam, com o título do evento)',
        security: bearerAuth,
        params: eventIdParamsSchema,
        response: { 204: z.undefined().describe('Evento excluído'), ...apiErrorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await deleteEvent(app.prisma, request.params.id)
      return reply.code(204).send()
    },
  )

  app.post(
    '/eventos/ativa',
    {
      schema: {
        tags,
        summary: 'Consultar o evento ativo de um projeto',
        body: activeEventQuerySchema,
        response: { 200: activeEventSchema, ...apiErrorResponses(400, 404) },
      },
    },
    async (request) => ({ consulta: await findActiveEvent(app.prisma, request.body.projeto) }),
  )
}

export default eventRoutes
