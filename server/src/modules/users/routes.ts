import {
  changePasswordSchema,
  confirmPasswordSchema,
  inviteUserSchema,
  messageResponseSchema,
  messages,
  myAccountSchema,
  recoveryCodesSchema,
  staffUserListSchema,
  staffUserSchema,
  totpCodeSchema,
  twoFactorSetupSchema,
  updateUserSchema,
  userIdParamsSchema,
} from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { publicOrigin, type Config } from '../../config/env.ts'
import type { SecretBox } from '../../config/secrets.ts'
import { apiErrorResponses, bearerAuth } from '../../http/openapi.ts'
import { signedIn } from '../../plugins/auth.ts'
import { changePassword, disableTwoFactor, enableTwoFactor, myAccount, startTwoFactor } from './own-account.ts'
import { inviteUser, listUsers, resetTwoFactor, updateUser } from './service.ts'

export interface UserRoutesOptions {
  config: Pick<Config, 'PUBLIC_URL' | 'PORT' | 'REQUIRE_2FA_FOR_ADMINS'>
  totpSecrets: SecretBox
  now: () => Date
}

const tags = ['usuários']

/** "Usuários" (Administrador only: these routes declare no other role) and "Minha conta" (every signed-in account). */
const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, options) => {
  const { config, now, totpSecrets } = options
  const ownAccount = { ownAccount: true }

  app.get(
    '/usuarios',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Listar as contas da equipe',
        security: bearerAuth,
        response: { 200: staffUserListSchema, ...apiErrorResponses(401, 403) },
      },
    },
    async () => listUsers(app.prisma),
  )

  app.post(
    '/usuarios',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Convidar uma pessoa por e-mail (link de uso único, vale uma hora)',
        security: bearerAuth,
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
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Mudar o perfil de uma conta, desativá-la ou reativá-la (encerra as sessões dela)',
        security: bearerAuth,
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
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Desligar a verificação em duas etapas de outra conta (celular perdido; encerra as sessões dela)',
        security: bearerAuth,
        params: userIdParamsSchema,
        response: { 200: staffUserSchema, ...apiErrorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => resetTwoFactor(app.prisma, signedIn(request), request.params.id),
  )

  app.get(
    '/usuario/eu',
    {
      onRequest: app.authenticate,
      config: ownAccount,
      schema: {
        tags,
        summary: 'A conta de quem está conectado',
        security: bearerAuth,
        response: { 200: myAccountSchema, ...apiErrorResponses(401) },
      },
    },
    async (request) => myAccount(app.prisma, signedIn(request).id, config.REQUIRE_2FA_FOR_ADMINS),
  )

  app.put(
    '/usuario/eu/senha',
    {
      onRequest: app.authenticate,
      config: ownAccount,
      schema: {
        tags,
        summary: 'Trocar a própria senha (encerra as outras sessões e devolve um novo token)',
        security: bearerAuth,
        body: changePasswordSchema,
        response: { 200: z.object({ token: z.string(), mensagem: z.string() }), ...apiErrorResponses(400, 401) },
      },
    },
    async (request) => {
      const { senhaAtual, novaSenha } = request.body
      const account = await changePassword(app.prisma, signedIn(request), senhaAtual, novaSenha, now())
      return { token: app.signSession(account), mensagem: messages.accounts.passwordChanged }
    },
  )

  app.post(
    '/usuario/eu/dois-fatores',
    {
      onRequest: app.authenticate,
      config: ownAccount,
      schema: {
        tags,
        summary: 'Começar a configurar a verificação em duas etapas (confirma a senha; chave e código QR)',
        security: bearerAuth,
        body: confirmPasswordSchema,
        response: { 200: twoFactorSetupSchema, ...apiErrorResponses(400, 401) },
      },
    },
    async (request) => startTwoFactor(app.prisma, totpSecrets, signedIn(request).id, request.body.senha),
  )

  app.post(
    '/usuario/eu/dois-fatores/ativar',
    {
      onRequest: app.authenticate,
      config: ownAccount,
      schema: {
        tags,
        summary: 'Ativar a verificação em duas etapas com um código do aplicativo; devolve os códigos de recuperação',
        security: bearerAuth,
        body: totpCodeSchema,
        response: { 200: recoveryCodesSchema, ...apiErrorResponses(400, 401) },
      },
    },
    async (request) => enableTwoFactor(app.prisma, totpSecrets, signedIn(request), request.body.codigo, now()),
  )

  app.post(
    '/usuario/eu/dois-fatores/desativar',
    {
      onRequest: app.authenticate,
      config: ownAccount,
      schema: {
        tags,
        summary: 'Desativar a verificação em duas etapas (confirma a senha)',
        security: bearerAuth,
        body: confirmPasswordSchema,
        response: { 200: messageResponseSchema, ...apiErrorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const account = signedIn(request)
      const required = config.REQUIRE_2FA_FOR_ADMINS && account.role === 'administrador'
      await disableTwoFactor(app.prisma, account, request.body.senha, required)
      return { mensagem: messages.accounts.twoFactorDisabled }
    },
  )
}

export default userRoutes
