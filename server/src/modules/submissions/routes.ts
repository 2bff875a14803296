import {
  DOCUMENT_REQUEST_FILE_FIELDS,
  documentRequestFieldsSchema,
  messages,
  submissionAcceptedSchema,
  VOLUNTEER_FILE_FIELDS,
  volunteerFieldsSchema,
} from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Config } from '../../config/env.ts'
import { apiErrorResponses } from '../../http/openapi.ts'
import { storeSubmission } from './service.ts'
import { submissionValidator } from './upload.ts'
import { removeLeftoverUploadFolders } from './upload-folders.ts'
import type { UploadGate } from './upload-gate.ts'

export interface SubmissionRoutesOptions {
  config: Pick<Config, 'MAIL_TO_VOLUNTARIADO' | 'MAIL_TO_REQUERIMENTO' | 'UPLOAD_TMP_DIR'>
  /** The app's upload gate, shared with the staff's replies. */
  uploads: UploadGate
}

const UPLOAD_RULES =
  'Arquivos: PDF, JPEG ou PNG (reconhecidos pelo conteúdo), até 10 MB cada e 25 MB juntos; outro tipo recebe 415, ' +
  'acima do limite 413. Com muitos envios ao mesmo tempo (ou do mesmo endereço), o envio espera um pouco por um ' +
  'lugar e depois recebe 503 com Retry-After; um envio lento demais recebe 408.'

/** The two public forms: their address, rate limit, fields and files, and where their staff copy goes. */
const FORMS = [
  {
    kind: 'volunteer',
    url: '/enviar-voluntariado',
    addressLimit: 'volunteers',
    summary: 'Enviar inscrição no voluntariado (multipart/form-data)',
    fields:
      'Campos: nome, email, telefone, endereco, cidade, estado, escolaridade, nivelConhecimento; arquivo termoAdesao ' +
      '(obrigatório).',
    fileNames: Object.keys(VOLUNTEER_FILE_FIELDS),
    validate: submissionValidator(volunteerFieldsSchema, VOLUNTEER_FILE_FIELDS),
    mailTo: 'MAIL_TO_VOLUNTARIADO',
    success: messages.volunteers.success,
  },
  {
    kind: 'documentRequest',
    url: '/enviar-requerimento',
    addressLimit: 'documentRequests',
    summary: 'Enviar requerimento de documentos acadêmicos (multipart/form-data)',
    fields:
      'Campos: nome, cpf, email, telefone, endereco, cidade, estado, cep, curso, envio, requerimento, declaracao; ' +
      'arquivos rg e certidao (obrigatórios), cpfDoc e procuracao (opcionais).',
    fileNames: Object.keys(DOCUMENT_REQUEST_FILE_FIELDS),
    validate: submissionValidator(documentRequestFieldsSchema, DOCUMENT_REQUEST_FILE_FIELDS),
    mailTo: 'MAIL_TO_REQUERIMENTO',
    success: messages.documentRequests.success,
  },
] as const

/** Each public form stores its submission and queues its mails in one transaction. */
const submissionRoutes: FastifyPluginAsyncZod<SubmissionRoutesOptions> = async (app, options) => {
  const { config, uploads: receive } = options
  // Not fatal: a folder that cannot be read now is tried again at the next start.
  app.addHook('onReady', async () => {
    await removeLeftoverUploadFolders(config.UPLOAD_TMP_DIR, app.log).catch((error: { code?: string }) =>
      app.log.warn({ code: error.code }, 'uploads: could not look for temporary folders left by an earlier process'),
    )
  })

  for (const form of FORMS) {
    app.post(
      form.url,
      {
        config: { addressLimit: form.addressLimit },
        schema: {
          tags: ['envios'],
          summary: form.summary,
          description: `${form.fields} ${UPLOAD_RULES}`,
          consumes: ['multipart/form-data'],
          response: { 201: submissionAcceptedSchema, ...apiErrorResponses(400, 408, 413, 415, 429, 503) },
        },
      },
      async (request, reply) => {
        const context = { prisma: app.prisma, files: app.queries.submissionFiles, mailer: app.mailer, log: request.log, mailTo: config[form.mailTo] }
        const { protocolo } = await receive(request, form.fileNames, (submission) =>
          storeSubmission(context, form.kind, form.validate(submission), submission.files),
        )
        return reply.code(201).send({ mensagem: form.success, protocolo })
      },
    )
  }
}

export default submissionRoutes
