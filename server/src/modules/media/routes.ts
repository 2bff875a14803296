import {
  MAX_UPLOAD_BYTES,
  mediaAltInputSchema,
  mediaFileParamsSchema,
  mediaIdParamsSchema,
  mediaItemSchema,
  mediaListSchema,
  messages,
  WORK_ROLES,
} from '@site/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../errors.ts'
import type { Config } from '../../config/env.ts'
import { apiErrorResponses } from '../../http/openapi.ts'
import { readWithinDeadline } from '../../http/upload-deadline.ts'
import { rethrowAsClientError } from '../../http/multipart-errors.ts'
import { imageWorkGate } from '../../images/image-pipeline.ts'
import { deleteImage, findMediaFile, listImages, storeImage, updateAlt } from './service.ts'

const tags = ['mídia']
/** Images read and resized at once; the third upload waits for a 503 and its Retry-After. */
const IMAGE_WORK_LIMIT = 2
/** Room for the multipart framing around one file of at most 10 MB. */
const MAX_UPLOAD_BODY = MAX_UPLOAD_BYTES + 64 * 1024
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Who uses the picker: Comunicação for the site's content, Secretaria for the event photos. Deleting stays Comunicação's. */
const PICKER_ROLES = [...WORK_ROLES.communication, ...WORK_ROLES.secretariat]

export interface MediaRoutesOptions {
  config: Pick<Config, 'UPLOAD_TIMEOUT_MS'>
}

/** The one file part of an upload, read whole (at most 10 MB): its name and bytes. */
async function readImagePart(request: FastifyRequest) {
  const part = await request.file().catch(rethrowAsClientError)
  if (!part) throw badRequest(messages.media.fileRequired)
  const content = await part.toBuffer().catch(rethrowAsClientError)
  if (content.length === 0) throw badRequest(messages.media.fileRequired)
  return { filename: part.filename || 'imagem', content }
}

type App = Parameters<FastifyPluginAsyncZod>[0]

/** An image or one of its copies, for anyone, at the address its content's hash names. */
function fileRoute(app: App) {
  app.get(
    '/midia/:arquivo',
    {
      schema: {
        tags,
        summary: 'Ler uma imagem (original ou cópia AVIF/WebP) pelo endereço com o hash do conteúdo',
        params: mediaFileParamsSchema,
        response: { 200: z.unknown().describe('A imagem, com Cache-Control immutable'), ...apiErrorResponses(404) },
      },
    },
    async (request, reply) => {
      const file = await findMediaFile(app.prisma, request.params.arquivo)
      return reply.type(file.mimeType).header('cache-control', IMMUTABLE).send(Buffer.from(file.content))
    },
  )
}

/** An upload: read within its deadline, and stored with its copies while it holds one of the image-work places. */
function uploadRoute(app: App, options: MediaRoutesOptions) {
  const inWork = imageWorkGate(IMAGE_WORK_LIMIT)
  app.post(
    '/api/midia',
    {
      onRequest: app.authenticate,
      config: { roles: PICKER_ROLES },
      schema: {
        tags,
        summary: 'Enviar uma imagem (multipart/form-data, campo arquivo)',
        description:
          'JPEG, PNG ou WebP reconhecidos pelo conteúdo, até 10 MB, 40 megapixels, 16.000 pixels de lado e 160 MB ' +
          'depois de aberta (lidos do cabeçalho, antes de abrir a imagem); outro tipo recebe 415, acima de um limite ' +
          'ou com processamento demorado demais 413; um envio lento demais recebe 408. Guarda o original sem ' +
          'metadados (posição GPS, câmera, autor), já na orientação certa e com o perfil de cor; gera cópias AVIF e ' +
          'WebP com 480, 720, 960 e 1600 px de largura (nunca maiores que o original).',
        consumes: ['multipart/form-data'],
        response: { 201: mediaItemSchema, ...apiErrorResponses(400, 401, 408, 413, 415, 503) },
      },
    },
    async (request, reply) => {
      if (Number(request.headers['content-length']) > MAX_UPLOAD_BODY) {
        void reply.header('connection', 'close')
        throw payloadTooLarge(messages.uploads.tooLarge)
      }
      if (!request.isMultipart()) throw unsupportedMediaType(messages.common.unsupportedMediaType)
      const item = await inWork(async () => {
        const { filename, content } = await readWithinDeadline(request, options.config.UPLOAD_TIMEOUT_MS, () => readImagePart(request))
        return storeImage(app.prisma, filename, content)
      })
      return reply.code(201).send(item)
    },
  )
}

/** The library as staff see it: the list, an image's alternative text, deleting an unused image. */
function libraryRoutes(app: App) {
  app.get(
    '/api/midia',
    {
      onRequest: app.authenticate,
      config: { roles: PICKER_ROLES },
      schema: {
        tags,
        summary: 'Listar as imagens da biblioteca, da mais recente à mais antiga',
        response: { 200: mediaListSchema, ...apiErrorResponses(401) },
      },
    },
    async () => listImages(app.prisma),
  )

  app.put(
    '/api/midia/:id',
    {
      onRequest: app.authenticate,
      config: { roles: PICKER_ROLES },
      schema: {
        tags,
        summary: 'Escrever o texto alternativo de uma imagem',
        params: mediaIdParamsSchema,
        body: mediaAltInputSchema,
        response: { 200: mediaItemSchema, ...apiErrorResponses(400, 401, 404) },
      },
    },
    async (request) => updateAlt(app.prisma, request.params.id, request.body.alt),
  )

  app.delete(
    '/api/midia/:id',
    {
      onRequest: app.authenticate,
      config: { roles: WORK_ROLES.communication },
      schema: {
        tags,
        summary: 'Excluir uma imagem que nenhuma página usa',
        params: mediaIdParamsSchema,
        response: { 204: z.undefined().describe('Imagem excluída'), ...apiErrorResponses(401, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteImage(app.prisma, request.params.id)
      return reply.code(204).send()
    },
  )
}

/** The media library: staff upload, describe and delete images; anyone reads them at their hashed addresses. */
const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, options) => {
  fileRoute(app)
  libraryRoutes(app)
  uploadRoute(app, options)
}

export default mediaRoutes
