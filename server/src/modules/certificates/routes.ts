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
import {
  createCertificate,
  deleteCertificate,
  findCertificate,
  listCertificates,
  updateCertificate,
} from './service.ts'

const tags = ['certificados']

const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => updateCertificate(app.prisma, request.params.codigo, request.body),
  )

  app.delete(
    '/certificado/:codigo',
    {
      onRequest: app.authenticate,
      config: { roles: ['secretaria'] },
      schema: {
        tags,
        summary: 'Excluir um certificado',
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
}

export default certificateRoutes
