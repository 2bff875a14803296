import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { publicOrigin, type Config } from '../../config/env.ts'
import historyRoutes from './history-routes.ts'
import { IMPORT_CONTENT_TYPES, readImportBody } from './import/body.ts'
import importRoutes from './import/routes.ts'
import listRoutes from './list-routes.ts'

/** The staff's tools for many certificates: pages, search, export, import, revocation and history. */
const certificateAdminRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // Only here: the import receives the file's bytes as they are (CSV or XLSX, recognised by their content).
  app.addContentTypeParser(IMPORT_CONTENT_TYPES, (request, payload, done) => {
    readImportBody(request, payload).then((bytes) => done(null, bytes), done)
  })
  const origin = publicOrigin(config)
  await app.register(listRoutes, { origin })
  await app.register(importRoutes, { config })
  await app.register(historyRoutes, { origin })
}

export default certificateAdminRoutes
