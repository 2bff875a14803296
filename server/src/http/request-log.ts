import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'

/**
 * A request as the logs show it: method and path. Never the query string (it can hold names and codes) nor the
 * client address, which is personal data; RequestLog adds the address only where abuse is handled.
 */
export const requestForLog = (request: FastifyRequest) => ({
  method: request.method,
  url: request.url.split('?', 1)[0],
})

/**
 * Fastify's own request log lines (the `logController` option): "incoming request" at debug only, and one line
 * when the request ends. A request refused for abuse (429) is logged at warn with the client address, which is
 * what an operator needs to block a flood at the proxy or firewall.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request')
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime, ...(error && { err: error }) }
    if (reply.statusCode === 429) reply.log.warn({ ...line, ip: request.ip }, 'request refused: too many requests')
    else reply.log.info(line, 'request completed')
  }
}
