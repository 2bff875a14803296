import { certificateCodeParamsSchema, certificateInputSchema, certificateListSchema, certificateSchema, messages, WORK_ROLES } from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendJsonArray } from '../../http/json-array-stream.ts'
import { apiErrorResponses } from '../../http/openapi.ts'
import { staffDelete } from '../../http/staff-delete.ts'
import { audit } from '../audit/index.ts'
import { updateCertificate } from './revisions.ts'
import { createCertificate, deleteCertificate, listCertificates } from './service.ts'

const roles = WORK_ROLES.secretariat
const schema = { tags: ['certificados'] }

/**
 * The staff's calls on one certificate at a time, as API clients have always made them: list, create, edit, delete.
 * `origin` is publicOrigin(config), today's address of our own PDFs.
 */
const recordRoutes: FastifyPluginAsyncZod<{ origin: string }> = async (app, { origin }) => {
  const staff = { onRequest: app.authenticate, config: { roles } }

  app.get(
    '/certificado',
    { ...staff, schema: { ...schema, summary: 'Listar os certificados, do mais recente ao mais antigo', response: { 200: certificateListSchema, ...apiErrorResponses(401) } } },
    async (request, reply) => sendJsonArray(request, reply, listCertificates(app.queries, origin)),
  )

  app.post(
    '/certificado',
    {
      ...staff,
      schema: { ...schema, summary: 'Cadastrar um certificado', body: certificateInputSchema, response: { 201: certificateSchema, ...apiErrorResponses(400, 401, 409) } },
    },
    async (request, reply) => {
      const created = await createCertificate(app.prisma, request.body, origin)
      await audit(request, { action: 'cadastrar-certificado', target: messages.audit.certificateTarget(created.codigo) })
      return reply.code(201).send(created)
    },
  )

  app.put(
    '/certificado/:codigo',
    {
      ...staff,
      schema: {
        ...schema,
        summary: 'Editar um certificado',
        params: certificateCodeParamsSchema,
        body: certificateInputSchema,
        response: { 200: certificateSchema, ...apiErrorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => updateCertificate(app.prisma, request.params.codigo, request.body, { nome: request.user.nome, origin }),
  )

  staffDelete(app, {
    url: '/certificado/:codigo',
    tags: schema.tags,
    summary: 'Excluir um certificado (a tela de administração revoga em vez de excluir)',
    params: certificateCodeParamsSchema,
    done: 'Certificado excluído',
    roles,
    remove: ({ codigo }) => deleteCertificate(app.prisma, codigo),
  })
}

export default recordRoutes
