import { messages } from '@site/contracts'

/** A failure whose message is safe to show to the visitor; the error handler turns it into the error body. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer carries besides the error body (Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'AppError'
  }
}

export const badRequest = (message: string) => new AppError(400, message)
export const unauthorized = (message: string = messages.common.unauthorized) => new AppError(401, message)
export const forbidden = (message: string = messages.accounts.forbidden) => new AppError(403, message)
export const notFound = (message: string) => new AppError(404, message)
export const conflict = (message: string) => new AppError(409, message)
/** What existed is gone for good (a cancelled registration). */
export const gone = (message: string) => new AppError(410, message)
export const payloadTooLarge = (message: string) => new AppError(413, message)
export const unsupportedMediaType = (message: string) => new AppError(415, message)
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { 'retry-after': String(retryAfterSeconds) })

/** Prisma's code for a unique constraint violation. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === 'P2002'

/** Prisma's code for an update or delete whose record does not exist. */
export const isRecordNotFound = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === 'P2025'
