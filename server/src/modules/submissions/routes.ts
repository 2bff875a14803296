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
import { submitDocumentRequest, submitVolunteerApplication } from './service.ts'
import { submissionValidator } from './upload.ts'
import { removeLeftoverUploadFolders } from './upload-folders.ts'
import { uploadGate } from './upload-gate.ts'

export interface SubmissionRoutesOptions {
  config: Pick<
    Config,
    | 'MAIL_TO_VOLUNTARIADO'
    | 'MAIL_TO_REQUERIMENTO'
    | 'UPLOAD_CONCURRENCY'
    | 'UPLOAD_PLACES_PER_ADDRESS'
    | 'UPLOAD_QUEUE_WAIT_MS'
    | 'UPLOAD_TIMEOUT_MS'
    | 'UPLOAD_TMP_DIR'
  >
}

const VOLUNTEER_FILES = Object.keys(VOLUNTEER_FILE_FIELDS)
const DOCUMENT_REQUEST_FILES = Object.keys(DOCUMENT_REQUEST_FILE_FIELDS)
const validateVolunteer = submissionValidator(volunteerFieldsSchema, VOLUNTEER_FILE_FIELDS)
const validateDocumentRequest = submissionValidator(documentRequestFieldsSchema, DOCUMENT_REQUEST_FILE_FIELDS)

const UPLOAD_RULES =
  'Arquivos: PDF, JPEG ou PNG (reconhecidos pelo conteúdo), até 10 MB cada e 25 MB juntos; outro tipo recebe 415, ' +
  'acima do limite 413. Com muitos envios ao mesmo tempo (ou do mesmo endereço), o envio espera um pouco por um ' +
  'lugar e depois recebe 503 com Retry-After; um envio lento demais recebe 408.'

/** The two public multipart forms. Each stores the submission and queues its mails in one transaction. */
const submissionRoutes: FastifyPluginAsyncZod<SubmissionRoutesOptions> = async (app, options) => {
  const { config } = options
  const receive = uploadGate({
    concurrency: config.UPLOAD_CONCURRENCY,
    perAddress: config.UPLOAD_PLACES_PER_ADDRESS,
    queueWaitMs: config.UPLOAD_QUEUE_WAIT_MS,
    timeoutMs: config.UPLOAD_TIMEOUT_MS,
    tmpDir: config.UPLOAD_TMP_DIR,
  })
  // Not fatal: a folder that cannot be read now is tried again at the next start.
  app.addHook('onReady', async () => {
    await removeLeftoverUploadFolders(config.UPLOAD_TMP_DIR, app.log).catch((error: { code?: string }) =>
      app.log.warn({ code: error.code }, 'uploads: could not look for temporary folders left by an earlier process'),
    )
  })

  app.post(
    '/enviar-voluntariado',
    {
      config: { addressLimit: 'volunteers' },
      schema: {
        tags: ['envios'],
        summary: 'Enviar inscrição no voluntariado (multipart/form-data)',
        description: `Campos: nome, email, telefone, endereco, cidade, estado, escolaridade, nivelConhecimento; arquivo termoAdesao (obrigatório). ${UPLOAD_RULES}`,
        consumes: ['multipart/form-data'],
        response: { 201: submissionAcceptedSchema, ...apiErrorResponses(400, 408, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const { protocolo } = await receive(request, VOLUNTEER_FILES, (submission) =>
        submitVolunteerApplication(
          { prisma: app.prisma, files: app.queries.submissionFiles, mailer: app.mailer, log: request.log, mailTo: options.config.MAIL_TO_VOLUNTARIADO },
          validateVolunteer(submission),
          submission.files,
        ),
      )
      return reply.code(201).send({ mensagem: messages.volunteers.success, protocolo })
    },
  )

  app.post(
    '/enviar-requerimento',
    {
      config: { addressLimit: 'documentRequests' },
      schema: {
        tags: ['envios'],
        summary: 'Enviar requerimento de documentos acadêmicos (multipart/form-data)',
        description: `Campos: nome, cpf, email, telefone, endereco, cidade, estado, cep, curso, envio, requerimento, declaracao; arquivos rg e certidao (obrigatórios), cpfDoc e procuracao (opcionais). ${UPLOAD_RULES}`,
        consumes: ['multipart/form-data'],
        response: { 201: submissionAcceptedSchema, ...apiErrorResponses(400, 408, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const { protocolo } = await receive(request, DOCUMENT_REQUEST_FILES, (submission) =>
        submitDocumentRequest(
          { prisma: app.prisma, files: app.queries.submissionFiles, mailer: app.mailer, log: request.log, mailTo: options.config.MAIL_TO_REQUERIMENTO },
          validateDocumentRequest(submission),
          submission.files,
        ),
      )
      return reply.code(201).send({ mensagem: messages.documentRequests.success, protocolo })
    },
  )
}

export default submissionRoutes
