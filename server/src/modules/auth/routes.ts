import { loginResponseSchema, loginSchema } from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiErrorResponses } from '../../http/openapi.ts'
import { verifyCredentials } from './service.ts'

const authRoutes: FastifyPluginAsyncZod<{ rateLimit: { max: number; timeWindow: string } }> = async (app, options) => {
  app.post(
    '/usuario/login',
    {
      config: { rateLimit: options.rateLimit },
      schema: {
        tags: ['autenticação'],
        summary: 'Entrar na área administrativa',
        body: loginSchema,
        response: { 200: loginResponseSchema, ...apiErrorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const user = await verifyCredentials(app.prisma, request.body.nome, request.body.senha)
      return { token: app.jwt.sign({ sub: String(user.id), nome: user.nome }) }
    },
  )
}

export default authRoutes
