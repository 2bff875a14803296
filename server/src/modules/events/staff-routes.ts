import { eventActivationSchema, eventIdParamsSchema, eventInputSchema, eventListSchema, eventSchema, messages, WORK_ROLES } from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { audit } from '../audit/index.ts'
import { apiErrorResponses } from '../../http/openapi.ts'
import { staffDelete } from '../../http/staff-delete.ts'
import { createEvent, deleteEvent, listEvents, setEventActive, updateEvent, type FillPlaces } from './service.ts'

const roles = WORK_ROLES.secretariat
const schema = { tags: ['eventos'] }

/** The staff's events: list, create, edit, activate and delete. */
const staffRoutes: FastifyPluginAsyncZod<{ fillPlaces: FillPlaces }> = async (app, { fillPlaces }) => {
  const staff = { onRequest: app.authenticate, config: { roles } }

  app.get(
    '/eventos',
    { ...staff, schema: { ...schema, summary: 'Listar os eventos, da data mais recente à mais antiga', response: { 200: eventListSchema, ...apiErrorResponses(401) } } },
    async () => ({ Eventos: await listEvents(app.prisma) }),
  )

  app.post(
    '/eventos',
    { ...staff, schema: { ...schema, summary: 'Criar um evento (começa inativo)', body: eventInputSchema, response: { 201: eventSchema, ...apiErrorResponses(400, 401) } } },
    async (request, reply) => reply.code(201).send(await createEvent(app.prisma, request.body)),
  )

  app.put(
    '/eventos/:id',
    {
      ...staff,
      schema: {
        ...schema,
        summary: 'Editar um evento (as vagas que sobrarem vão para a lista de espera, em ordem)',
        params: eventIdParamsSchema,
        body: eventInputSchema,
        response: { 200: eventSchema, ...apiErrorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const event = await updateEvent(app.prisma, request.params.id, request.body, fillPlaces)
      app.mailer.wake() // the confirmations of anyone promoted from the waiting list
      return event
    },
  )

  app.put(
    '/eventos',
    {
      ...staff,
      schema: {
        ...schema,
        summary: 'Ativar ou desativar um evento (ativar um desativa os outros do mesmo projeto)',
        body: eventActivationSchema,
        response: { 200: eventSchema, ...apiErrorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { event, deactivated } = await setEventActive(app.prisma, request.body, fillPlaces)
      app.mailer.wake() // as above
      const detail = deactivated.length > 0 ? messages.audit.alsoDeactivated(deactivated.join(', ')) : undefined
      await audit(request, { action: event.ativa ? 'ativar-evento' : 'desativar-evento', target: messages.audit.eventTarget(event.id, event.titulo), detail })
      return event
    },
  )

  staffDelete(app, {
    url: '/eventos/:id',
    tags: schema.tags,
    summary: 'Excluir um evento (as inscrições ficam, com o título do evento)',
    params: eventIdParamsSchema,
    done: 'Evento excluído',
    roles,
    remove: ({ id }) => deleteEvent(app.prisma, id),
  })
}

export default staffRoutes
