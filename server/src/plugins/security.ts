import cors from '@fastify/cors'
import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import helmet from 'helmet'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Config } from '../config/env.ts'

/** Security headers with a strict CSP that still lets the client (and the lazily loaded map) work. */
const helmetHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // blob: shows staff the stored files inline from bytes fetched with the token (no token in any URL).
      imgSrc: ["'self'", 'data:', 'https:', 'blob:'],
      mediaSrc: ["'self'"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: ['https://www.openstreetmap.org', 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
})

/**
 * helmet's headers, collected once: they do not depend on the request, and the answers Node's HTTP parser forces
 * (431, 400 before any request exists) are written on the raw socket, where no middleware can run.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = {}
  const collector = { setHeader: (name: string, value: string) => void (headers[name] = value), removeHeader: () => {} }
  helmetHeaders({} as IncomingMessage, collector as unknown as ServerResponse, () => {})
  return headers
})()

/** Sets the security headers on a reply: on every request, and where Fastify answers before any hook runs. */
export function setSecurityHeaders(reply: FastifyReply): void {
  reply.headers(SECURITY_HEADERS)
}

async function security(app: FastifyInstance, options: { config: Config }) {
  app.addHook('onRequest', async (_request, reply) => setSecurityHeaders(reply))
  await app.register(cors, { origin: options.config.CORS_ORIGINS.length ? options.config.CORS_ORIGINS : false })
}

export default fp(security, { name: 'security' })
