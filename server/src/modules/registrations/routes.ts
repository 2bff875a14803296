import {
  messages,
  registrationCreatedSchema,
  registrationIdParamsSchema,
  registrationInputSchema,
  registrationListSchema,
  registrationSchema,
} from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiErrorResponses, bearerAuth } from '../../http/openapi.ts'
import { deleteRegistration, listRegistrations, register, updateRegistration } from './service.ts'

const tags = ['inscrições']

const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/inscrever',
    {
      config: { addressLimit: 'registrations' },
      schema: {
        tags,
        summary: 'Inscrever-se em um evento pelo título',
        body: registrationInputSchema,
        response: { 201: registrationCreatedSchema, ...apiErrorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const registration = await register(app.prisma, request.body)
      return reply.code(201).send({ mensagem: messages.registrations.success, ...registration })
    },
  )

  app.get(
    '/listaInscritos',
    {
      onRequest: app.authenticate,
      config: { roles: ['secretaria'] },
      schema: {
        tags,
        summary: 'Listar as inscrições, da mais recente à mais antiga',
        security: bearerAuth,
        response: { 200: registrationListSchema, ...apiErrorResponses(401) },
      },
    },
    async () => listRegistrations(app.queries),
  )

  app.put(
    '/lista/editar/:id',
    {
      onRequest: app.authenticate,
      config: { roles: ['secretaria'] },
      schema: {
        tags,
        summary: 'Editar uma inscrição',
        security: bearerAuth,
        params: registrationIdParamsSchema,
        body: registrationInputSchema,
        response: { 200: registrationSchema, ...apiErrorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => updateRegistration(app.prisma, request.params.id, request.body),
  )

  app.delete(
    '/lista/editar/:id',
    {
      onRequest: app.authenticate,
      config: { roles: ['secretaria'] },
      schema: {
        tags,
        summary: 'Excluir uma inscrição',
        security: bearerAuth,
        params: registrationIdParamsSchema,
        response: { 204: z.undefined().describe('Inscrição excluída'), ...apiErrorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await deleteRegistration(app.prisma, request.params.id)
      return reply.code(204).send()
    },
  )
}

export default registrationRoutes
