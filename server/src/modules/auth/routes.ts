import { loginResponseSchema, loginSchema } from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiErrorResponses } from '../../http/openapi.ts'
import { accountLockRule, logIn, type LockSettings } from './service.ts'

export interface AuthRoutesOptions {
  config: LockSettings
  /** The app's secret, which also keys the stored login counters. */
  secret: string
}

const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const accountLock = accountLockRule(options.config)
  app.post(
    '/usuario/login',
    {
      config: { addressLimit: 'login' },
      schema: {
        tags: ['autenticação'],
        summary: 'Entrar na área administrativa',
        body: loginSchema,
        response: { 200: loginResponseSchema, ...apiErrorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const context = { prisma: app.prisma, log: request.log, accountLock, secret: options.secret }
      const user = await logIn(context, request.body.nome, request.body.senha)
      return { token: app.jwt.sign({ sub: String(user.id), nome: user.nome }) }
    },
  )
}

export default authRoutes
