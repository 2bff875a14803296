import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'

/**
 * A request as the logs show it: method and path. Never the query string (it can hold names and codes) nor the
 * client address, which is personal data: it is logged only where abuse is handled, when a client uses up a limit
 * (plugins/rate-limits.ts).
 */
export const requestForLog = (request: FastifyRequest) => ({
  method: request.method,
  url: request.url.split('?', 1)[0],
})

/**
 * Fastify's own request log lines (the `logController` option, which replaces the deprecated
 * `disableRequestLogging`): "incoming request" at debug only, and one line when the request ends.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request')
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime, ...(error && { err: error }) }
    reply.log.info(line, 'request completed')
  }
}
