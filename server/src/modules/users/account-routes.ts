import { changePasswordSchema, messages, myAccountSchema } from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiErrorResponses } from '../../http/openapi.ts'
import { signedIn } from '../../plugins/auth.ts'
import { changePassword, myAccount } from './own-account.ts'
import type { UserRoutesOptions } from './routes.ts'

export const ownAccountSchema = { tags: ['usuários'] }

/** "Minha conta": every signed-in account reads its own account and changes its own password. */
const accountRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, { config, now }) => {
  const ownAccount = { onRequest: app.authenticate, config: { ownAccount: true } }

  app.get(
    '/usuario/eu',
    {
      ...ownAccount,
      schema: { ...ownAccountSchema, summary: 'A conta de quem está conectado', response: { 200: myAccountSchema, ...apiErrorResponses(401) } },
    },
    async (request) => myAccount(app.prisma, signedIn(request).id, config.REQUIRE_2FA_FOR_ADMINS),
  )

  app.put(
    '/usuario/eu/senha',
    {
      ...ownAccount,
      config: { ...ownAccount.config, addressLimit: 'ownSecret' },
      schema: {
        ...ownAccountSchema,
        summary: 'Trocar a própria senha (encerra as outras sessões e devolve um novo token)',
        body: changePasswordSchema,
        response: { 200: z.object({ token: z.string(), mensagem: z.string() }), ...apiErrorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { senhaAtual, novaSenha } = request.body
      const account = await changePassword(app.prisma, signedIn(request), senhaAtual, novaSenha, now())
      return { token: app.signSession(account), mensagem: messages.accounts.passwordChanged }
    },
  )
}

export default accountRoutes
