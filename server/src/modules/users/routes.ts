import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Config } from '../../config/env.ts'
import type { SecretBox } from '../../config/secrets.ts'
import accountRoutes from './account-routes.ts'
import staffAccountRoutes from './staff-account-routes.ts'
import twoFactorRoutes from './two-factor-routes.ts'

export interface UserRoutesOptions {
  config: Pick<Config, 'PUBLIC_URL' | 'PORT' | 'REQUIRE_2FA_FOR_ADMINS'>
  totpSecrets: SecretBox
  now: () => Date
}

/** "Usuários" (Administrador only: these routes declare no other role) and "Minha conta" (every signed-in account). */
const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, options) => {
  await app.register(staffAccountRoutes, options)
  await app.register(accountRoutes, options)
  await app.register(twoFactorRoutes, options)
}

export default userRoutes
