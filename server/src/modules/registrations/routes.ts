import {
  messages,
  registrationCancelDetailsSchema,
  registrationCancelledSchema,
  registrationCancelSchema,
  registrationCreatedSchema,
  registrationIdParamsSchema,
  registrationInputSchema,
  registrationListSchema,
  registrationSchema,
  staffRegistrationInputSchema,
} from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { publicOrigin, type Config } from '../../config/env.ts'
import { apiErrorResponses, bearerAuth } from '../../http/openapi.ts'
import { cancelLinks } from './cancel-link.ts'
import { cancellationDetails, cancelRegistration } from './cancellation.ts'
import { addRegistrationAsStaff, deleteRegistration, listRegistrations, register, updateRegistration } from './service.ts'

const tags = ['inscrições']

export interface RegistrationRoutesOptions {
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>
  /** The server secret the cancel links are signed with. */
  secret: string
}

const registrationRoutes: FastifyPluginAsyncZod<RegistrationRoutesOptions> = async (app, options) => {
  const origin = publicOrigin(options.config)
  const links = cancelLinks(options.secret, origin)
  const context = { prisma: app.prisma, mailer: app.mailer, links, origin }

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
      const registration = await register(context, request.body)
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

  app.post(
    '/lista/adicionar',
    {
      onRequest: app.authenticate,
      config: { roles: ['secretaria'] },
      schema: {
        tags,
        summary: 'Adicionar uma inscrição pela equipe, também em evento passado ou inativo (respeita as vagas)',
        description: 'O e-mail de confirmação só é enviado com "enviarConfirmacao": true. Não conta no limite por endereço.',
        security: bearerAuth,
        body: staffRegistrationInputSchema,
        response: { 201: registrationCreatedSchema, ...apiErrorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const registration = await addRegistrationAsStaff(context, request.body)
      return reply.code(201).send({ mensagem: messages.adminRegistrations.created, ...registration })
    },
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

  app.get(
    '/inscricoes/cancelamento',
    {
      schema: {
        tags,
        summary: 'Ver o evento de um link "Cancelar inscrição" antes de confirmar',
        querystring: registrationCancelSchema,
        response: { 200: registrationCancelDetailsSchema, ...apiErrorResponses(400, 409, 410) },
      },
    },
    async (request) => cancellationDetails(app.prisma, links, request.query.token),
  )

  app.post(
    '/inscricoes/cancelamento',
    {
      schema: {
        tags,
        summary: 'Cancelar a inscrição de um link "Cancelar inscrição"',
        body: registrationCancelSchema,
        response: { 200: registrationCancelledSchema, ...apiErrorResponses(400, 409, 410) },
      },
    },
    async (request) => {
      await cancelRegistration(app.prisma, links, request.body.token)
      return { mensagem: messages.registrationCancel.cancelled }
    },
  )
}

export default registrationRoutes
