import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { publicOrigin, type Config } from '../../config/env.ts'
import type { FillPlaces } from '../events/index.ts'
import { cancelLinks } from './cancel-link.ts'
import type { RegistrationContext } from './places.ts'
import publicRoutes from './public-routes.ts'
import staffRoutes from './staff-routes.ts'
import { fillFromWaitlist } from './waitlist.ts'

export interface RegistrationContextOptions {
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>
  /** The server secret the cancel links are signed with. */
  secret: string
}

/** What every change of registrations needs besides the request: database, outbox, cancel links, the site's origin. */
export function registrationContext(app: FastifyInstance, options: RegistrationContextOptions): RegistrationContext {
  const origin = publicOrigin(options.config)
  return { prisma: app.prisma, mailer: app.mailer, links: cancelLinks(options.secret, origin), origin }
}

/** The events' edits and activations fill the places they free from the waiting list with this. */
export const placesFiller =
  (context: RegistrationContext): FillPlaces =>
  (tx, eventId) =>
    fillFromWaitlist(tx, context, eventId)

/** Registering for an event and cancelling through the mailed link (public), and the staff's list of registrations. */
const registrationRoutes: FastifyPluginAsyncZod<{ context: RegistrationContext }> = async (app, { context }) => {
  await app.register(publicRoutes, { context })
  await app.register(staffRoutes, { context })
}

export default registrationRoutes
