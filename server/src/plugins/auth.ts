import fastifyJwt from '@fastify/jwt'
import type { TokenPayload } from '@site/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { unauthorized } from '../errors.ts'

export const TOKEN_LIFETIME = '8h'

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: Omit<TokenPayload, 'exp'>
    user: TokenPayload
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for admin routes: 401 unless the request carries a valid, unexpired HS256 token. */
    authenticate(request: FastifyRequest): Promise<void>
  }
}

async function auth(app: FastifyInstance, options: { secret: string }) {
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { algorithm: 'HS256', expiresIn: TOKEN_LIFETIME },
    verify: { algorithms: ['HS256'] },
  })
  app.decorate('authenticate', async (request: FastifyRequest) => {
    try {
      await request.jwtVerify()
    } catch {
      throw unauthorized()
    }
  })
}

export default fp(auth, { name: 'auth' })
