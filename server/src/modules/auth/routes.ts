import {
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  messageResponseSchema,
  messages,
  setPasswordSchema,
} from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { publicOrigin, type Config } from '../../config/env.ts'
import { apiErrorResponses } from '../../http/openapi.ts'
import type { SecretBox } from '../../config/secrets.ts'
import { requestPasswordReset, setPasswordFromLink } from './passwords.ts'
import { accountLockRule, logIn, type LockSettings } from './service.ts'

export interface AuthRoutesOptions {
  config: LockSettings & Pick<Config, 'PUBLIC_URL' | 'PORT'>
  /** The app's secret, which also keys the stored login counters. */
  secret: string
  totpSecrets: SecretBox
  now: () => Date
}

const tags = ['autenticação']

const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const accountLock = accountLockRule(options.config)
  const { now } = options
  /** Reset requests still being worked on after their answer; closing the app waits for them. */
  const resetsUnderWay = new Set<Promise<void>>()
  app.addHook('onClose', async () => {
    await Promise.allSettled(resetsUnderWay)
  })

  app.post(
    '/usuario/login',
    {
      config: { addressLimit: 'login' },
      schema: {
        tags,
        summary: 'Entrar na área administrativa (nome de usuário ou e-mail; código da verificação em duas etapas)',
        body: loginSchema,
        response: { 200: loginResponseSchema, ...apiErrorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const context = { prisma: app.prisma, log: request.log, accountLock, secret: options.secret, totpSecrets: options.totpSecrets, now }
      const result = await logIn(context, request.body)
      if ('secondFactorNeeded' in result) return { doisFatores: true as const }
      return { token: app.signSession(result.signedIn) }
    },
  )

  app.post(
    '/usuario/senha/esqueci',
    {
      config: { addressLimit: 'passwordReset' },
      schema: {
        tags,
        summary: 'Pedir por e-mail um link para criar uma nova senha (a resposta é a mesma com ou sem conta)',
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, ...apiErrorResponses(400, 429) },
      },
    },
    async (request) => {
      const context = { prisma: app.prisma, mailer: app.mailer, origin: publicOrigin(options.config), now }
      // The answer does not wait for the lookup and the mail: its timing must not tell whether the account exists.
      const underWay = requestPasswordReset(context, request.body.email)
        // The code only: an error of the lookup may quote the e-mail.
        .catch((error: unknown) => request.log.error({ code: (error as { code?: string }).code }, 'password reset: request failed'))
        .finally(() => resetsUnderWay.delete(underWay))
      resetsUnderWay.add(underWay)
      return { mensagem: messages.accounts.resetRequested }
    },
  )

  app.post(
    '/usuario/senha/definir',
    {
      schema: {
        tags,
        summary: 'Definir a senha com o link de convite ou de nova senha (uso único, vale uma hora)',
        body: setPasswordSchema,
        response: { 200: messageResponseSchema, ...apiErrorResponses(400) },
      },
    },
    async (request) => {
      await setPasswordFromLink(app.prisma, request.body.token, request.body.senha, now())
      return { mensagem: messages.accounts.passwordSet }
    },
  )
}

export default authRoutes
