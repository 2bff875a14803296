import {
  buildCsv,
  certificateCodeParamsSchema,
  certificateHistorySchema,
  certificateImportPreviewSchema,
  certificateImportResultSchema,
  certificateListQuerySchema,
  certificatePageSchema,
  certificateRevocationSchema,
  certificateSchema,
  isoDateInSiteZone,
  messages,
  siteDateText,
  type Certificate,
} from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { publicOrigin, type Config } from '../../config/env.ts'
import { apiErrorResponses, bearerAuth } from '../../http/openapi.ts'
import { importCertificates, previewImport } from './import/service.ts'
import { fileBody, IMPORT_CONTENT_TYPES, readImportBody } from './import/body.ts'
import { importWorkGate } from './import/work-gate.ts'
import { certificateHistory, revokeCertificate } from './revisions.ts'
import { pageCertificates, searchAllCertificates } from './service.ts'

const tags = ['certificados']
const manage = messages.certificateManagement

const csvRow = (certificate: Certificate) => [
  certificate.codigo,
  certificate.nome,
  certificate.curso,
  String(certificate.horas),
  certificate.status,
  certificate.revogadoEm ? siteDateText(new Date(certificate.revogadoEm)) : '',
  siteDateText(new Date(certificate.criadoEm)),
  certificate.link,
]

/** The staff's tools for many certificates: pages, search, export, import, revocation and history. */
const certificateAdminRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // Only here: the import receives the file's bytes as they are (CSV or XLSX, recognised by their content).
  app.addContentTypeParser(IMPORT_CONTENT_TYPES, (request, payload, done) => {
    readImportBody(request, payload).then((bytes) => done(null, bytes), done)
  })

  app.get(
    '/certificados',
    {
      onRequest: app.authenticate,
      config: { roles: ['secretaria'] },
      schema: {
        tags,
        summary: 'Uma página dos certificados, com busca (nome, curso, código) e ordenação',
        security: bearerAuth,
        querystring: certificateListQuerySchema,
        response: { 200: certificatePageSchema, ...apiErrorResponses(400, 401) },
      },
    },
    async (request) => pageCertificates(app.queries, request.query),
  )

  app.get(
    '/certificados/exportacao',
    {
      onRequest: app.authenticate,
      config: { roles: ['secretaria'] },
      schema: {
        tags,
        summary: 'Exportar em CSV os certificados que a busca encontra, na ordem pedida',
        security: bearerAuth,
        querystring: certificateListQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV (UTF-8 com BOM, separado por ;)'), ...apiErrorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const rows = (await searchAllCertificates(app.queries, request.query)).map(csvRow)
      const fileName = `${manage.csvFilePrefix}${isoDateInSiteZone()}.csv`
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(buildCsv(manage.csvHeader, rows))
    },
  )

  const importWork = importWorkGate(config.IMPORT_TIME_LIMIT_MS)
  const importSchema = {
    tags,
    security: bearerAuth,
    consumes: IMPORT_CONTENT_TYPES,
  }

  app.post(
    '/certificados/importacao/previa',
    {
      onRequest: app.authenticate,
      config: { roles: ['secretaria'] },
      schema: {
        ...importSchema,
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
      onRequest: app.authenticate,
      config: { roles: ['secretaria'] },
      schema: {
        ...importSchema,
        summary: 'Importar as linhas válidas de uma planilha (CSV ou XLSX), todas numa só transação',
        response: { 201: certificateImportResultSchema, ...apiErrorResponses(400, 401, 409, 413, 415, 503) },
      },
    },
    async (request, reply) => {
      const bytes = fileBody(request.body)
      const importados = await importWork((deadline) => importCertificates(app.prisma, bytes, publicOrigin(config), deadline))
      return reply.code(201).send({ importados })
    },
  )

  app.post(
    '/certificados/:codigo/revogacao',
    {
      onRequest: app.authenticate,
      config: { roles: ['secretaria'] },
      schema: {
        tags,
        summary: 'Revogar um certificado, com o motivo (o validador passa a mostrá-lo como revogado)',
        security: bearerAuth,
        params: certificateCodeParamsSchema,
        body: certificateRevocationSchema,
        response: { 200: certificateSchema, ...apiErrorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => revokeCertificate(app.prisma, request.params.codigo, request.body.motivo, request.user.nome),
  )

  app.get(
    '/certificados/:codigo/historico',
    {
      onRequest: app.authenticate,
      config: { roles: ['secretaria'] },
      schema: {
        tags,
        summary: 'Correções e revogação de um certificado, da mais recente à mais antiga',
        security: bearerAuth,
        params: certificateCodeParamsSchema,
        response: { 200: certificateHistorySchema, ...apiErrorResponses(401, 404) },
      },
    },
    async (request) => certificateHistory(app.prisma, request.params.codigo),
  )
}

export default certificateAdminRoutes
