import cors from '@fastify/cors'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import helmet from 'helmet'
import type { Config } from '../config/env.ts'

/** Security headers with a strict CSP that still lets the client (and the lazily loaded map) work. */
const helmetHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      mediaSrc: ["'self'"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: ['https://www.openstreetmap.org'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
})

/** Sets the security headers on a reply: on every request, and where Fastify answers before any hook runs. */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  helmetHeaders(request.raw, reply.raw, () => {})
}

async function security(app: FastifyInstance, options: { config: Config }) {
  app.addHook('onRequest', async (request, reply) => setSecurityHeaders(request, reply))
  await app.register(cors, { origin: options.config.CORS_ORIGINS.length ? options.config.CORS_ORIGINS : false })
}

export default fp(security, { name: 'security' })
