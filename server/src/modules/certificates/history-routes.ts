import { certificateCodeParamsSchema, certificateHistorySchema, certificateRevocationSchema, certificateSchema, messages, WORK_ROLES } from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiErrorResponses } from '../../http/openapi.ts'
import { audit } from '../audit/index.ts'
import { certificateHistory, revokeCertificate } from './revisions.ts'

const schema = { tags: ['certificados'], params: certificateCodeParamsSchema }

/** A certificate's revocation (with its reason) and its history of corrections; `origin` addresses our PDFs. */
const historyRoutes: FastifyPluginAsyncZod<{ origin: string }> = async (app, { origin }) => {
  const staff = { onRequest: app.authenticate, config: { roles: WORK_ROLES.secretariat } }

  app.post(
    '/certificados/:codigo/revogacao',
    {
      ...staff,
      schema: {
        ...schema,
        summary: 'Revogar um certificado, com o motivo (o validador passa a mostrá-lo como revogado)',
        body: certificateRevocationSchema,
        response: { 200: certificateSchema, ...apiErrorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const revoked = await revokeCertificate(app.prisma, request.params.codigo, request.body.motivo, { nome: request.user.nome, origin })
      await audit(request, { action: 'revogar-certificado', target: messages.audit.certificateTarget(revoked.codigo) })
      return revoked
    },
  )

  app.get(
    '/certificados/:codigo/historico',
    {
      ...staff,
      schema: {
        ...schema,
        summary: 'Correções e revogação de um certificado, da mais recente à mais antiga',
        response: { 200: certificateHistorySchema, ...apiErrorResponses(401, 404) },
      },
    },
    async (request) => certificateHistory(app.prisma, request.params.codigo),
  )
}

export default historyRoutes
