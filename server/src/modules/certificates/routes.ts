import { certificateCodeParamsSchema, publicCertificateSchema } from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { publicOrigin, type Config } from '../../config/env.ts'
import { apiErrorResponses } from '../../http/openapi.ts'
import certificateAdminRoutes from './admin-routes.ts'
import { certificatePdf } from './pdf.ts'
import recordRoutes from './record-routes.ts'
import { findCertificate } from './service.ts'

const tags = ['certificados']

/** The public validator (a certificate and its PDF), and the staff's routes for one and for many certificates. */
const certificateRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const origin = publicOrigin(config)
  await app.register(certificateAdminRoutes, { config })
  await app.register(recordRoutes, { origin })

  app.get(
    '/certificado/:codigo',
    {
      schema: {
        tags,
        summary: 'Consultar um certificado pelo código (sem diferenciar maiúsculas nem espaços nas pontas)',
        params: certificateCodeParamsSchema,
        response: { 200: publicCertificateSchema, ...apiErrorResponses(404) },
      },
    },
    async (request) => findCertificate(app.queries, request.params.codigo, origin),
  )

  app.get(
    '/certificado/:codigo/pdf',
    {
      schema: {
        tags,
        summary: 'Baixar o certificado em PDF, com QR code para o validador (410 se revogado)',
        params: certificateCodeParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('O PDF do certificado'), ...apiErrorResponses(404, 410) },
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await certificatePdf(app.prisma, config, request.params.codigo)
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(bytes))
    },
  )
}

export default certificateRoutes
