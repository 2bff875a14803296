import { confirmPasswordSchema, messageResponseSchema, messages, recoveryCodesSchema, totpCodeSchema, twoFactorSetupSchema } from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiErrorResponses } from '../../http/openapi.ts'
import { signedIn } from '../../plugins/auth.ts'
import { ownAccountSchema } from './account-routes.ts'
import { disableTwoFactor, enableTwoFactor, startTwoFactor } from './own-account.ts'
import type { UserRoutesOptions } from './routes.ts'

/** "Minha conta": every signed-in account sets up, confirms or turns off its own two-factor verification. */
const twoFactorRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, { config, now, totpSecrets }) => {
  const ownAccount = { onRequest: app.authenticate, config: { ownAccount: true, addressLimit: 'ownSecret' as const } }

  app.post(
    '/usuario/eu/dois-fatores',
    {
      ...ownAccount,
      schema: {
        ...ownAccountSchema,
        summary: 'Começar a configurar a verificação em duas etapas (confirma a senha; chave e código QR)',
        body: confirmPasswordSchema,
        response: { 200: twoFactorSetupSchema, ...apiErrorResponses(400, 401, 429) },
      },
    },
    async (request) => startTwoFactor(app.prisma, totpSecrets, signedIn(request).id, request.body.senha),
  )

  app.post(
    '/usuario/eu/dois-fatores/ativar',
    {
      ...ownAccount,
      schema: {
        ...ownAccountSchema,
        summary: 'Ativar a verificação em duas etapas com um código do aplicativo; devolve os códigos de recuperação',
        body: totpCodeSchema,
        response: { 200: recoveryCodesSchema, ...apiErrorResponses(400, 401, 429) },
      },
    },
    async (request) => enableTwoFactor(app.prisma, totpSecrets, signedIn(request), request.body.codigo, now()),
  )

  app.post(
    '/usuario/eu/dois-fatores/desativar',
    {
      ...ownAccount,
      schema: {
        ...ownAccountSchema,
        summary: 'Desativar a verificação em duas etapas (confirma a senha)',
        body: confirmPasswordSchema,
        response: { 200: messageResponseSchema, ...apiErrorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      await disableTwoFactor(app.prisma, signedIn(request), request.body.senha, config.REQUIRE_2FA_FOR_ADMINS)
      return { mensagem: messages.accounts.twoFactorDisabled }
    },
  )
}

export default twoFactorRoutes
