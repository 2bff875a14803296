import type { ApiError, FieldIssue } from '@site/contracts'
import type { FastifyReply } from 'fastify'
import { STATUS_CODES } from 'node:http'

export const JSON_TYPE = 'application/json; charset=utf-8'

/** The body of every error answer: `{ statusCode, error, message, mensagem }`, plus `issues` on a validation 400. */
export const errorBody = (statusCode: number, message: string, issues?: FieldIssue[]): ApiError => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  mensagem: message,
  ...(issues ? { issues } : {}),
})

export function sendError(reply: FastifyReply, statusCode: number, message: string, issues?: FieldIssue[]) {
  return reply.code(statusCode).type(JSON_TYPE).send(errorBody(statusCode, message, issues))
}
