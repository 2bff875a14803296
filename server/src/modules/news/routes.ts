import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { scheduleTrashPurge } from '../../editing/trash.ts'
import editorRoutes from './editor-routes.ts'
import historyRoutes from './history-routes.ts'
import publicRoutes from './public-routes.ts'
import { purgeExpiredNews } from './service.ts'

export interface NewsRoutesOptions {
  now?: () => Date
}

/** What the news routes share: the app's clock. */
export interface NewsClock {
  clock: () => Date
}

/** Public news (published items only), the staff's editor calls, revisions and the trash. */
const newsRoutes: FastifyPluginAsyncZod<NewsRoutesOptions> = async (app, options) => {
  const clock = options.now ?? (() => new Date())
  scheduleTrashPurge(app, 'news', () => purgeExpiredNews(app.prisma, clock()))
  await app.register(publicRoutes, { clock })
  await app.register(editorRoutes, { clock })
  await app.register(historyRoutes, { clock })
}

export default newsRoutes
