import { inviteUserSchema, staffUserListSchema, staffUserSchema, updateUserSchema, userIdParamsSchema } from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { publicOrigin } from '../../config/env.ts'
import { apiErrorResponses } from '../../http/openapi.ts'
import { signedIn } from '../../plugins/auth.ts'
import type { UserRoutesOptions } from './routes.ts'
import { inviteUser, listUsers, resetTwoFactor, updateUser } from './service.ts'

const schema = { tags: ['usuários'] }

/** "Usuários": the staff's accounts, for Administrador only (no route here declares another role). */
const staffAccountRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, { config, now }) => {
  const staff = { onRequest: app.authenticate }

  app.get(
    '/usuarios',
    { ...staff, schema: { ...schema, summary: 'Listar as contas da equipe', response: { 200: staffUserListSchema, ...apiErrorResponses(401, 403) } } },
    async () => listUsers(app.prisma),
  )

  app.post(
    '/usuarios',
    {
      ...staff,
      schema: {
        ...schema,
        summary: 'Convidar uma pessoa por e-mail (link de uso único, vale uma hora)',
        body: inviteUserSchema,
        response: { 201: staffUserSchema, ...apiErrorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const context = { prisma: app.prisma, mailer: app.mailer, origin: publicOrigin(config), now, actor: signedIn(request) }
      return reply.code(201).send(await inviteUser(context, request.body))
    },
  )

  app.put(
    '/usuarios/:id',
    {
      ...staff,
      schema: {
        ...schema,
        summary: 'Mudar o perfil de uma conta, desativá-la ou reativá-la (encerra as sessões dela)',
        params: userIdParamsSchema,
        body: updateUserSchema,
        response: { 200: staffUserSchema, ...apiErrorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateUser(app.prisma, signedIn(request), request.params.id, request.body, now()),
  )

  app.post(
    '/usuarios/:id/dois-fatores/redefinir',
    {
      ...staff,
      schema: {
        ...schema,
        summary: 'Desligar a verificação em duas etapas de outra conta (celular perdido; encerra as sessões dela)',
        params: userIdParamsSchema,
        response: { 200: staffUserSchema, ...apiErrorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => resetTwoFactor(app.prisma, signedIn(request), request.params.id),
  )
}

export default staffAccountRoutes
