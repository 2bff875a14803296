import {
  documentRequestFileParamsSchema,
  documentRequestIdParamsSchema,
  documentRequestInboxQuerySchema,
  inboxDetailSchema,
  inboxPageSchema,
  inboxSummarySchema,
  noteInputSchema,
  REPLY_FILE_FIELD,
  replyInputSchema,
  statusChangeSchema,
  volunteerFileParamsSchema,
  volunteerIdParamsSchema,
  volunteerInboxQuerySchema,
  WORK_ROLES,
} from '@site/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { Readable } from 'node:stream'
import { z } from 'zod'
import type { Config } from '../../config/env.ts'
import { apiErrorResponses } from '../../http/openapi.ts'
import { actorOf } from '../audit/index.ts'
import type { InboxKind } from './kinds.ts'
import { scheduleRetention } from './retention.ts'
import {
  addNote,
  changeStatus,
  erasePersonalData,
  getDetail,
  listDocumentRequests,
  listVolunteers,
  openFile,
} from './inbox-service.ts'
import { inboxSummary } from './inbox-summary.ts'
import { sendReply } from './reply.ts'
import { submissionValidator } from './upload.ts'
import type { UploadGate } from './upload-gate.ts'

export interface InboxRoutesOptions {
  config: Pick<Config, 'DOCUMENT_RETENTION_DAYS'>
  /** The app's upload gate, shared with the public forms. */
  uploads: UploadGate
  /** Runs the daily retention job in this process (off in tests, which call the job themselves). */
  retentionJob: boolean
}

/** The two inboxes' URL roots and how their lists are read. */
const INBOXES = {
  volunteer: {
    root: '/caixa/candidaturas',
    noun: 'candidatura',
    idParams: volunteerIdParamsSchema,
    fileParams: volunteerFileParamsSchema,
  },
  documentRequest: {
    root: '/caixa/requerimentos',
    noun: 'requerimento',
    idParams: documentRequestIdParamsSchema,
    fileParams: documentRequestFileParamsSchema,
  },
} as const

/** "arquivo.pdf" for the header's plain parameter, the real name (accents and all) in filename*. */
const contentDisposition = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`

const fileQuerySchema = z.object({ uso: z.enum(['baixar', 'visualizar']).default('baixar') })

type App = Parameters<FastifyPluginAsyncZod>[0]
type Inbox = (typeof INBOXES)[InboxKind]

const tags = ['caixa de entrada']
/** Every inbox call: signed in, as Secretaria. */
const staffOnly = (app: App) => ({ onRequest: app.authenticate, config: { roles: WORK_ROLES.secretariat } })

/** The two lists and the summary of both. */
function listRoutes(app: App) {
  const staff = staffOnly(app)
  app.get(
    '/caixa/candidaturas',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Listar candidaturas ao voluntariado (busca, filtros, ordem, páginas)',
        querystring: volunteerInboxQuerySchema,
        response: { 200: inboxPageSchema, ...apiErrorResponses(400, 401) },
      },
    },
    async (request) => listVolunteers(app.prisma, request.query),
  )

  app.get(
    '/caixa/requerimentos',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Listar requerimentos de documentos (busca, filtros, ordem, páginas)',
        querystring: documentRequestInboxQuerySchema,
        response: { 200: inboxPageSchema, ...apiErrorResponses(400, 401) },
      },
    },
    async (request) => listDocumentRequests(app.prisma, request.query),
  )

  app.get(
    '/caixa/resumo',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Novos envios, requerimentos atrasados e próximos eventos com suas inscrições',
        response: { 200: inboxSummarySchema, ...apiErrorResponses(401) },
      },
    },
    async () => inboxSummary(app.prisma),
  )
}

/** One record of an inbox as staff read it: its detail, and each of its files. */
function readingRoutes(app: App, kind: InboxKind, inbox: Inbox) {
  const staff = staffOnly(app)
  app.get(
    `${inbox.root}/:id`,
    {
      ...staff,
      schema: {
        tags,
        summary: `Ver uma ${inbox.noun}: campos, arquivos, situação e histórico`,
        params: inbox.idParams,
        response: { 200: inboxDetailSchema, ...apiErrorResponses(401, 404) },
      },
    },
    async (request) => getDetail(app.prisma, kind, request.params.id, actorOf(request)),
  )

  app.get(
    `${inbox.root}/:id/arquivos/:arquivoId`,
    {
      ...staff,
      schema: {
        tags,
        summary: `Baixar um arquivo de uma ${inbox.noun} (uso=visualizar quando é para a pré-visualização)`,
        params: inbox.fileParams,
        querystring: fileQuerySchema,
        response: { 200: z.unknown().describe('O arquivo, como anexo'), ...apiErrorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { id, arquivoId } = request.params
      const use = request.query.uso === 'visualizar' ? 'preview' : 'download'
      const file = await openFile(app.prisma, kind, id, arquivoId, use, actorOf(request))
      return reply
        .header('content-type', file.mimeType)
        .header('content-length', String(file.size))
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(Readable.from(app.queries.submissionFiles.chunks(file.id, file.size)))
    },
  )
}

/** What staff change on a record: its status, a note, the erasure of its personal data. */
function changeRoutes(app: App, kind: InboxKind, inbox: Inbox) {
  const staff = staffOnly(app)
  app.put(
    `${inbox.root}/:id/status`,
    {
      ...staff,
      schema: {
        tags,
        summary: `Mudar o status de uma ${inbox.noun} (Recebido → Em análise → Concluído ou Indeferido)`,
        params: inbox.idParams,
        body: statusChangeSchema,
        response: { 204: z.undefined().describe('Status alterado'), ...apiErrorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { prisma, mailer } = app
      await changeStatus({ prisma, mailer }, kind, request.params.id, request.body, actorOf(request))
      return reply.code(204).send()
    },
  )

  app.post(
    `${inbox.root}/:id/notas`,
    {
      ...staff,
      schema: {
        tags,
        summary: `Adicionar uma nota interna a uma ${inbox.noun}`,
        params: inbox.idParams,
        body: noteInputSchema,
        response: { 204: z.undefined().describe('Nota adicionada'), ...apiErrorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      await addNote(app.prisma, kind, request.params.id, request.body.texto, actorOf(request))
      return reply.code(204).send()
    },
  )

  app.delete(
    `${inbox.root}/:id/dados-pessoais`,
    {
      ...staff,
      schema: {
        tags,
        summary: `Excluir os dados pessoais e os arquivos de uma ${inbox.noun} (o protocolo e o histórico ficam)`,
        params: inbox.idParams,
        response: { 204: z.undefined().describe('Dados excluídos'), ...apiErrorResponses(401, 404, 409) },
      },
    },
    async (request, reply) => {
      await erasePersonalData(app.prisma, kind, request.params.id, actorOf(request))
      await app.mailer.deleteRedactedCopies()
      return reply.code(204).send()
    },
  )
}

const REPLY_FILES = [REPLY_FILE_FIELD]
const validateReply = submissionValidator(replyInputSchema, { [REPLY_FILE_FIELD]: { required: false, missing: '' } })

/** "Responder ao requerente": an e-mail from the record, with an optional attachment, kept in the history. */
function replyRoute(app: App, kind: InboxKind, inbox: Inbox, receive: UploadGate) {
  app.post(
    `${inbox.root}/:id/respostas`,
    {
      ...staffOnly(app),
      schema: {
        tags,
        summary: `Responder por e-mail a quem enviou uma ${inbox.noun} (multipart/form-data)`,
        description:
          'Campos: mensagem (obrigatória, até 4000 caracteres); arquivo anexo (opcional): PDF, JPEG ou PNG reconhecido ' +
          'pelo conteúdo, até 10 MB (413 acima, 415 outro tipo). A mensagem fica no histórico; o anexo, entre os arquivos.',
        consumes: ['multipart/form-data'],
        params: inbox.idParams,
        response: { 204: z.undefined().describe('Resposta na fila de envio'), ...apiErrorResponses(400, 401, 404, 408, 409, 413, 415, 503) },
      },
    },
    async (request, reply) => {
      const ctx = { prisma: app.prisma, files: app.queries.submissionFiles, mailer: app.mailer, log: request.log }
      await receive(request, REPLY_FILES, (submission) =>
        sendReply(ctx, kind, request.params.id, validateReply(submission).mensagem, submission.files.get(REPLY_FILE_FIELD), actorOf(request)),
      )
      return reply.code(204).send()
    },
  )
}

/** The daily retention job, in this process, from the app's start to its close. */
function retentionJob(app: App, retentionDays: number) {
  let schedule: ReturnType<typeof scheduleRetention> | undefined
  app.addHook('onReady', async () => {
    schedule = scheduleRetention(app.prisma, { retentionDays, log: app.log, mailer: app.mailer })
  })
  app.addHook('onClose', async () => schedule?.stop())
}

/** Staff inbox of volunteer applications ("Candidaturas") and document requests ("Requerimentos"). */
const inboxRoutes: FastifyPluginAsyncZod<InboxRoutesOptions> = async (app, options) => {
  listRoutes(app)
  for (const [kind, inbox] of Object.entries(INBOXES) as [InboxKind, Inbox][]) {
    readingRoutes(app, kind, inbox)
    changeRoutes(app, kind, inbox)
    replyRoute(app, kind, inbox, options.uploads)
  }
  if (options.retentionJob) retentionJob(app, options.config.DOCUMENT_RETENTION_DAYS)
}

export default inboxRoutes
