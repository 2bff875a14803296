import {
  eventIdParamsSchema,
  messages,
  registrationCreatedSchema,
  registrationIdParamsSchema,
  registrationInputSchema,
  registrationListSchema,
  registrationSchema,
  staffRegistrationInputSchema,
  waitlistSchema,
  WORK_ROLES,
} from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiErrorResponses } from '../../http/openapi.ts'
import { staffDelete } from '../../http/staff-delete.ts'
import type { RegistrationContext } from './places.ts'
import { addRegistrationAsStaff, deleteRegistration, listRegistrations, updateRegistration } from './service.ts'
import { listWaitlist } from './waitlist.ts'

const roles = WORK_ROLES.secretariat
const schema = { tags: ['inscrições'] }

/** The staff's list of registrations: read, add (also past the deadline), edit and delete; an event's waiting list. */
const staffRoutes: FastifyPluginAsyncZod<{ context: RegistrationContext }> = async (app, { context }) => {
  const staff = { onRequest: app.authenticate, config: { roles } }

  app.get(
    '/listaInscritos',
    { ...staff, schema: { ...schema, summary: 'Listar as inscrições, da mais recente à mais antiga', response: { 200: registrationListSchema, ...apiErrorResponses(401) } } },
    async () => listRegistrations(app.queries),
  )

  app.post(
    '/lista/adicionar',
    {
      ...staff,
      schema: {
        ...schema,
        summary: 'Adicionar uma inscrição pela equipe, também em evento passado ou inativo (respeita as vagas)',
        description: 'O e-mail de confirmação só é enviado com "enviarConfirmacao": true. Não conta no limite por endereço.',
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
      ...staff,
      schema: {
        ...schema,
        summary: 'Editar uma inscrição',
        params: registrationIdParamsSchema,
        body: registrationInputSchema,
        response: { 200: registrationSchema, ...apiErrorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => updateRegistration(app.prisma, request.params.id, request.body),
  )

  staffDelete(app, {
    url: '/lista/editar/:id',
    tags: schema.tags,
    summary: 'Excluir uma inscrição (a vaga vai para a primeira pessoa da lista de espera)',
    params: registrationIdParamsSchema,
    done: 'Inscrição excluída',
    roles,
    remove: ({ id }) => deleteRegistration(context, id),
  })

  app.get(
    '/eventos/:id/espera',
    {
      ...staff,
      schema: {
        ...schema,
        summary: 'A lista de espera de um evento, em ordem de chegada',
        params: eventIdParamsSchema,
        response: { 200: waitlistSchema, ...apiErrorResponses(401, 404) },
      },
    },
    async (request) => listWaitlist(app.prisma, request.params.id),
  )
}

export default staffRoutes
