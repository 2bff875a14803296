import { messages } from '@site/contracts'
import type { FastifyError } from 'fastify'
import { AppError, badRequest } from '../errors.ts'

/** The multipart parser reports a broken body (no boundary, cut short) as a plain Error, without a code: a 400. */
export function rethrowAsClientError(error: unknown): never {
  if (error instanceof AppError || (error as Partial<FastifyError>).code) throw error
  throw badRequest(messages.common.invalidRequest)
}
