import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { scheduleTrashPurge } from '../../editing/trash.ts'
import editorRoutes from './editor-routes.ts'
import historyRoutes from './history-routes.ts'
import menuRoutes from './menu-routes.ts'
import publicRoutes from './public-routes.ts'
import publishingRoutes from './publishing-routes.ts'
import { purgeExpiredPages } from './service.ts'

export interface PagesRoutesOptions {
  now?: () => Date
  /** After a change to the pages or the menu (what visitors see may have changed): the search reads them again. */
  onChange?: () => Promise<void>
}

/** What the page routes share: the app's clock. */
export interface PagesClock {
  clock: () => Date
}

/** The site's pages and menu as content: what visitors read, the staff's editor, revisions and the trash. */
const pagesRoutes: FastifyPluginAsyncZod<PagesRoutesOptions> = async (app, options) => {
  const clock = options.now ?? (() => new Date())
  scheduleTrashPurge(app, 'pages', () => purgeExpiredPages(app.prisma, clock()))
  // Before the answer leaves, so the next search after "Publicar" finds what it published.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) await options.onChange?.()
    return payload
  })
  await app.register(publicRoutes, { clock })
  await app.register(editorRoutes, { clock })
  await app.register(publishingRoutes, { clock })
  await app.register(historyRoutes, { clock })
  await app.register(menuRoutes, { clock })
}

export default pagesRoutes
