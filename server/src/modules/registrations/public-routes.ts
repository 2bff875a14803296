import {
  messages,
  registrationCancelDetailsSchema,
  registrationCancelledSchema,
  registrationCancelSchema,
  registrationCreatedSchema,
  registrationInputSchema,
  waitlistJoinedSchema,
} from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiErrorResponses } from '../../http/openapi.ts'
import { cancellationDetails, cancelRegistration } from './cancellation.ts'
import type { RegistrationContext } from './places.ts'
import { register } from './service.ts'
import { joinWaitlist } from './waitlist.ts'

const tags = ['inscrições']

/** A visitor registers for an event (or joins its waiting list when it is full), and cancels through the link of the confirmation mail. */
const publicRoutes: FastifyPluginAsyncZod<{ context: RegistrationContext }> = async (app, { context }) => {
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

  app.post(
    '/inscricoes/espera',
    {
      config: { addressLimit: 'registrations' },
      schema: {
        tags,
        summary: 'Entrar na lista de espera de um evento sem vagas (a primeira vaga liberada vira inscrição)',
        body: registrationInputSchema,
        response: { 201: waitlistJoinedSchema, ...apiErrorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await joinWaitlist(context, request.body)),
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
    async (request) => cancellationDetails(app.prisma, context.links, request.query.token),
  )

  app.post(
    '/inscricoes/cancelamento',
    {
      schema: {
        tags,
        summary: 'Cancelar a inscrição de um link "Cancelar inscrição" (confirma por e-mail; a vaga vai para a lista de espera)',
        body: registrationCancelSchema,
        response: { 200: registrationCancelledSchema, ...apiErrorResponses(400, 409, 410) },
      },
    },
    async (request) => {
      await cancelRegistration(context, request.body.token)
      return { mensagem: messages.registrationCancel.cancelled }
    },
  )
}

export default publicRoutes
