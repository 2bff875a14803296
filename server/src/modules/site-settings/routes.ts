import { contactSettingsInputSchema, contactSettingsSchema, messages, privacySettingsSchema, WORK_ROLES } from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Config } from '../../config/env.ts'
import { apiErrorResponses } from '../../http/openapi.ts'
import { audit } from '../audit/index.ts'
import { readContacts, saveContacts } from './service.ts'

const tags = ['configurações']

/**
 * /configuracoes/contatos: the contact data the footer, the contact page and the e-mails show;
 * /configuracoes/privacidade: the configured retention the privacy notice states.
 */
const siteSettingsRoutes: FastifyPluginAsyncZod<{ config: Pick<Config, 'DOCUMENT_RETENTION_DAYS'> }> = async (app, { config }) => {
  app.get(
    '/configuracoes/contatos',
    {
      schema: {
        tags,
        summary: 'Dados de contato da fundação (só os preenchidos)',
        response: { 200: contactSettingsSchema },
      },
    },
    async () => readContacts(app.prisma),
  )

  app.get(
    '/configuracoes/privacidade',
    {
      schema: {
        tags,
        summary: 'Prazos de retenção que o aviso de privacidade informa',
        response: { 200: privacySettingsSchema },
      },
    },
    async () => ({ diasRetencaoDocumentos: config.DOCUMENT_RETENTION_DAYS }),
  )

  app.put(
    '/configuracoes/contatos',
    {
      onRequest: app.authenticate,
      config: { roles: WORK_ROLES.communication },
      schema: {
        tags,
        summary: 'Salvar os dados de contato (um campo em branco deixa de aparecer)',
        body: contactSettingsInputSchema,
        response: { 200: contactSettingsSchema, ...apiErrorResponses(400, 401) },
      },
    },
    async (request) => {
      const saved = await saveContacts(app.prisma, request.body)
      await audit(request, { action: 'alterar-configuracoes', target: messages.audit.settingsTarget(messages.audit.contactsSection) })
      return saved
    },
  )
}

export default siteSettingsRoutes
