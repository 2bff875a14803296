import { MAX_IMPORT_BYTES, messages } from '@site/contracts'
import type { FastifyRequest } from 'fastify'
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../../errors.ts'

/** The file travels as the request body: the client sends octet-stream, curl users may name the real type. */
export const IMPORT_CONTENT_TYPES = [
  'application/octet-stream',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]

const manage = messages.certificateManagement
const tooLarge = () => payloadTooLarge(manage.importTooLarge)

/** The body's bytes, refused with 413 as soon as they pass MAX_IMPORT_BYTES (whatever Content-Length claims). */
export async function readImportBody(request: FastifyRequest, payload: AsyncIterable<Buffer>): Promise<Buffer> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_IMPORT_BYTES) throw tooLarge()
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of payload) {
    size += chunk.length
    if (size > MAX_IMPORT_BYTES) throw tooLarge()
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/** Only the file itself is accepted: a JSON or form body is 415, no file at all 400. */
export function fileBody(body: unknown): Buffer {
  if (body === undefined || (Buffer.isBuffer(body) && body.length === 0)) throw badRequest(manage.importFileRequired)
  if (!Buffer.isBuffer(body)) throw unsupportedMediaType(manage.importUnreadable)
  return body
}
