import { certificateImportPreviewSchema, certificateImportResultSchema, messages, WORK_ROLES } from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { publicOrigin, type Config } from '../../../config/env.ts'
import { apiErrorResponses } from '../../../http/openapi.ts'
import { audit } from '../../audit/index.ts'
import { fileBody, IMPORT_CONTENT_TYPES } from './body.ts'
import { importCertificates, previewImport } from './service.ts'
import { importWorkGate } from './work-gate.ts'

const schema = { tags: ['certificados'], consumes: IMPORT_CONTENT_TYPES }

/** A spreadsheet of certificates (CSV or XLSX, the request's body): checked first, then imported. */
const importRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const staff = { onRequest: app.authenticate, config: { roles: WORK_ROLES.secretariat } }
  const importWork = importWorkGate(config.IMPORT_TIME_LIMIT_MS)

  app.post(
    '/certificados/importacao/previa',
    {
      ...staff,
      schema: {
        ...schema,
        summary: 'Conferir uma planilha (CSV ou XLSX) antes de importar: erros por linha',
        response: { 200: certificateImportPreviewSchema, ...apiErrorResponses(400, 401, 413, 415, 503) },
      },
    },
    async (request) => {
      const bytes = fileBody(request.body)
      return importWork((deadline) => previewImport(app.prisma, bytes, deadline))
    },
  )

  app.post(
    '/certificados/importacao',
    {
      ...staff,
      schema: {
        ...schema,
        summary: 'Importar as linhas válidas de uma planilha (CSV ou XLSX), todas numa só transação',
        response: { 201: certificateImportResultSchema, ...apiErrorResponses(400, 401, 409, 413, 415, 503) },
      },
    },
    async (request, reply) => {
      const bytes = fileBody(request.body)
      const importados = await importWork((deadline) => importCertificates(app.prisma, bytes, publicOrigin(config), deadline))
      await audit(request, { action: 'importar-certificados', target: messages.audit.importTarget, detail: messages.audit.certificatesCount(importados) })
      return reply.code(201).send({ importados })
    },
  )
}

export default importRoutes
