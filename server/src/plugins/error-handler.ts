import { messages, type FieldIssue } from '@site/contracts'
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import { errorSummary } from '../error-summary.ts'
import { AppError } from '../errors.ts'
import { errorBody, JSON_TYPE, sendError } from '../http/error-body.ts'
import { SECURITY_HEADERS } from './security.ts'

/** What Node's HTTP parser refuses before a request exists; anything else it refuses is a malformed request. */
const PARSER_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, messages.common.headersTooLarge],
  ERR_HTTP_REQUEST_TIMEOUT: [408, messages.common.requestTimeout],
}

/**
 * Fastify's clientErrorHandler: answers on the raw socket (no request, reply or hook exists yet) with the error body
 * and security headers of every other answer, then closes the connection as Node does.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [statusCode, message] = PARSER_ERRORS[error.code ?? ''] ?? [400, messages.common.invalidRequest]
  const body = JSON.stringify(errorBody(statusCode, message))
  const headers = {
    ...SECURITY_HEADERS,
    'Content-Type': JSON_TYPE,
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  }
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`)
  if (socket.writable) socket.write(`HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n${head.join('')}\r\n${body}`)
  socket.destroy(error)
}

/** Fastify's and its plugins' own error codes, mapped to the status and Portuguese text we answer with. */
const FRAMEWORK_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, messages.common.malformedJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, messages.common.malformedJson],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, messages.common.invalidRequest],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, messages.common.payloadTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, messages.common.unsupportedMediaType],
  FST_REQ_FILE_TOO_LARGE: [413, messages.uploads.tooLarge],
  FST_FILES_LIMIT: [413, messages.common.payloadTooLarge],
  FST_FIELDS_LIMIT: [413, messages.common.payloadTooLarge],
  FST_PARTS_LIMIT: [413, messages.common.payloadTooLarge],
  FST_PROTO_VIOLATION: [400, messages.common.invalidRequest],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, messages.common.unsupportedMediaType],
  FST_ERR_VALIDATION: [400, messages.common.invalidRequest],
}

/** Connection-level failures: the database is down or restarting, not a bug in the request. */
const DATABASE_DOWN = /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|Connection terminated|the database system is (starting up|shutting down|not yet accepting connections)|terminating connection|57P01|57P03|timeout exceeded when trying to connect|Query read timeout|P1001|P1002|P1017|DatabaseNotReachable|Can't reach database/i

export const isDatabaseUnavailable = (error: unknown): boolean => {
  const { code, message, cause } = (error ?? {}) as { code?: string; message?: string; cause?: unknown }
  return DATABASE_DOWN.test(`${code ?? ''} ${message ?? ''}`) || (cause !== undefined && isDatabaseUnavailable(cause))
}

/** PostgreSQL refused the text itself (a NUL character): the request is at fault, and nothing was stored. */
const UNSTORABLE_TEXT = /invalid byte sequence for encoding|unsupported Unicode escape sequence/i

const isUnstorableText = (error: unknown): boolean =>
  UNSTORABLE_TEXT.test(String((error as { message?: unknown }).message ?? ''))

const toIssues = (error: FastifyError): FieldIssue[] =>
  hasZodFastifySchemaValidationErrors(error)
    ? error.validation.map((issue) => {
        const campo = issue.instancePath.replace(/^\//, '').replace(/\//g, '.')
        // The body itself is not an object (none, an array, a string): zod's own text for that is in English.
        const bodyNotAnObject = campo === '' && issue.keyword === 'invalid_type'
        return { campo, mensagem: (!bodyNotAnObject && issue.message) || messages.common.invalidRequest }
      })
    : []

/**
 * The client went away before its body arrived (a closed tab, a lost connection): whatever failed after that
 * (ECONNRESET, a cut multipart body) is its consequence, not a fault of the server or the database.
 */
const clientAborted = (request: FastifyRequest) => request.raw.destroyed && !request.raw.complete

/** The one error handler: 4xx carry the catalogue message, 5xx say only that something failed. */
async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (clientAborted(request)) {
      request.log.info({ code: error.code }, 'request aborted by the client')
      // Nobody is left to read it; sending still ends the request's lifecycle.
      return sendError(reply, 400, messages.common.invalidRequest)
    }

        if (error instanceof AppError) return sendError(reply.headers(error.headers), error.statusCode, error.message)

    if (error.validation) {
      const issues = toIssues(error)
      // A path id or code that cannot be valid (`/eventos/abc`) names nothing that exists: 404 with its message.
      if (error.validationContext === 'params') {
        return sendError(reply, 404, issues[0]?.mensagem ?? messages.common.notFound)
      }
      return sendError(reply, 400, issues[0]?.mensagem ?? messages.common.invalidRequest, issues)
    }

    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined
    if (known) return sendError(reply, known[0], known[1])

    if (isUnstorableText(error)) return sendError(reply, 400, messages.common.invalidRequest)

    if (isDatabaseUnavailable(error)) {
      request.log.warn({ code: error.code }, 'database unavailable')
      return sendError(reply, 503, messages.common.serviceUnavailable)
    }

    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ code: error.code, statusCode: error.statusCode }, 'client error')
      return sendError(reply, error.statusCode, messages.common.invalidRequest)
    }

    request.log.error({ error: errorSummary(error) }, 'unexpected error')
    return sendError(reply, 500, messages.common.unexpected)
  })
}

export default fp(errorHandler, { name: 'error-handler' })
