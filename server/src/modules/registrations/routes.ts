import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { publicOrigin, type Config } from '../../config/env.ts'
import { cancelLinks } from './cancel-link.ts'
import publicRoutes from './public-routes.ts'
import staffRoutes from './staff-routes.ts'

export interface RegistrationRoutesOptions {
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>
  /** The server secret the cancel links are signed with. */
  secret: string
}

/** Registering for an event and cancelling through the mailed link (public), and the staff's list of registrations. */
const registrationRoutes: FastifyPluginAsyncZod<RegistrationRoutesOptions> = async (app, options) => {
  const origin = publicOrigin(options.config)
  const context = { prisma: app.prisma, mailer: app.mailer, links: cancelLinks(options.secret, origin), origin }
  await app.register(publicRoutes, { context })
  await app.register(staffRoutes, { context })
}

export default registrationRoutes
