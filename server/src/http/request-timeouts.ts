import { MAX_SUBMISSION_BYTES, messages } from '@site/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { PassThrough, type Readable } from 'node:stream'
import type { Config } from '../config/env.ts'
import { AppError } from '../errors.ts'
import { discardRestThenClose, MIN_BYTES_PER_SECOND, watchPace } from './body-pace.ts'

type TimeoutConfig = Pick<
  Config,
  'REQUEST_TIMEOUT_MS' | 'KEEP_ALIVE_TIMEOUT_MS' | 'CONNECTION_TIMEOUT_MS' | 'UPLOAD_TIMEOUT_MS' | 'UPLOAD_QUEUE_WAIT_MS'
>

/** Multipart bodies are read by the upload routes themselves, under their own deadline (http/upload-deadline.ts). */
const isMultipart = (request: FastifyRequest) => /^multipart\//i.test(request.headers['content-type'] ?? '')

const hasBody = (request: FastifyRequest) =>
  Number(request.headers['content-length']) > 0 || request.headers['transfer-encoding'] !== undefined

/**
 * Fastify's server options. Node's request timeout applies to every request alike, so it is only the backstop,
 * set beyond the longest an accepted upload may take (a full submission at the minimum pace after its wait for a
 * place); the pace of each body is watched per request (requestTimeouts below, and the upload routes).
 */
export function serverTimeouts(config: TimeoutConfig) {
  const slowestUploadMs =
    config.UPLOAD_QUEUE_WAIT_MS + (MAX_SUBMISSION_BYTES / MIN_BYTES_PER_SECOND) * 1000 + 2 * config.UPLOAD_TIMEOUT_MS
  const requestTimeout = Math.ceil(Math.max(slowestUploadMs, config.REQUEST_TIMEOUT_MS))
  return {
    requestTimeout,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    http: {
      requestTimeout,
      headersTimeout: config.REQUEST_TIMEOUT_MS,
      // Node looks for requests past their time every 30 s by default: a short timeout would wait that long.
      connectionsCheckingInterval: Math.min(1_000, config.REQUEST_TIMEOUT_MS),
    },
  }
}

/** The body as the content parsers read it, cut with 408 when a stretch of `windowMs` brings too little. */
function pacedBody(payload: Readable, windowMs: number): Readable {
  const paced = new PassThrough()
  let received = 0
  payload.on('data', (chunk: Buffer) => (received += chunk.length))
  payload.on('error', (error) => paced.destroy(error))
  const stop = watchPace({
    windowMs,
    bytes: () => received,
    onStall: () => {
      payload.unpipe(paced)
      paced.destroy(new AppError(408, messages.common.requestTimeout))
    },
  })
  // Unpiped: cut here, or answered early and the rest is being discarded (see discardRestThenClose).
  paced.once('unpipe', stop)
  payload.once('end', stop).once('close', stop)
  return payload.pipe(paced)
}

/**
 * Every body has a deadline: JSON and file imports must keep the minimum pace from their first byte (408 with the
 * Portuguese message otherwise), and an answer sent before its body arrived whole closes the connection without
 * resetting it (see discardRestThenClose), so the client reads the answer instead of a connection error.
 */
async function requestTimeouts(app: FastifyInstance, { config }: { config: TimeoutConfig }) {
  app.addHook('preParsing', async (request, _reply, payload) =>
    hasBody(request) && !isMultipart(request) ? pacedBody(payload, config.REQUEST_TIMEOUT_MS) : payload,
  )

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.raw.complete) return payload
    void reply.header('connection', 'close')
    discardRestThenClose(request.raw, isMultipart(request) ? config.UPLOAD_TIMEOUT_MS : config.REQUEST_TIMEOUT_MS)
    return payload
  })
}

export default fp(requestTimeouts, { name: 'request-timeouts' })
