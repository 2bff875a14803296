import {
  certificateCodeParamsSchema,
  certificateInputSchema,
  certificateListSchema,
  certificateSchema,
  publicCertificateSchema,
} from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiErrorResponses, bearerAuth } from '../../http/openapi.ts'
import type { Config } from '../../config/env.ts'
import certificateAdminRoutes from './admin-routes.ts'
import { certificatePdf } from './pdf.ts'
import { updateCertificate } from './revisions.ts'
import { createCertificate, deleteCertificate, findCertificate, listCertificates } from './service.ts'

const tags = ['certificados']

const certificateRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  await app.register(certificateAdminRoutes, { config })

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
    async (request) => findCertificate(app.queries, request.params.codigo),
  )

  app.get(
    '/certificado',
    {
      onRequest: app.authenticate,
      config: { roles: ['secretaria'] },
      schema: {
        tags,
        summary: 'Listar os certificados, do mais recente ao mais antigo',
        security: bearerAuth,
        response: { 200: certificateListSchema, ...apiErrorResponses(401) },
      },
    },
    async () => listCertificates(app.queries),
  )

  app.post(
    '/certificado',
    {
      onRequest: app.authenticate,
      config: { roles: ['secretaria'] },
      schema: {
        tags,
        summary: 'Cadastrar um certificado',
        security: bearerAuth,
        body: certificateInputSchema,
        response: { 201: certificateSchema, ...apiErrorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await createCertificate(app.prisma, request.body)),
  )

  app.put(
    '/certificado/:codigo',
    {
      onRequest: app.authenticate,
      config: { roles: ['secretaria'] },
      schema: {
        tags,
        summary: 'Editar um certificado',
        security: bearerAuth,
        params: certificateCodeParamsSchema,
        body: certificateInputSchema,
        response: { 200: certificateSchema, ...apiErrorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => updateCertificate(app.prisma, request.params.codigo, request.body, request.user.nome),
  )

  app.delete(
    '/certificado/:codigo',
    {
      onRequest: app.authenticate,
      config: { roles: ['secretaria'] },
      schema: {
        tags,
        summary: 'Excluir um certificado (a tela de administração revoga em vez de excluir)',
        security: bearerAuth,
        params: certificateCodeParamsSchema,
        response: { 204: z.undefined().describe('Certificado excluído'), ...apiErrorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await deleteCertificate(app.prisma, request.params.codigo)
      return reply.code(204).send()
    },
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
