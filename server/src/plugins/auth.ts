import fastifyJwt from '@fastify/jwt'
import type { TokenPayload } from '@site/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { PrismaClient } from '../db/prisma.ts'
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
    /**
     * onRequest hook of admin routes: 401 unless the request carries a valid HS256 token with an expiry, whose
     * admin still exists.
     */
    authenticate(request: FastifyRequest): Promise<void>
  }
}

/** The ids the app signs as `sub`: a positive integer that fits PostgreSQL's int column. */
const ADMIN_ID = /^[1-9]\d{0,9}$/
const MAX_ADMIN_ID = 2 ** 31 - 1

/** One lookup by primary key: a deleted admin's tokens stop working at once, not when they expire. */
async function adminExists(prisma: PrismaClient, sub: unknown): Promise<boolean> {
  if (typeof sub !== 'string' || !ADMIN_ID.test(sub) || Number(sub) > MAX_ADMIN_ID) return false
  return (await prisma.adminUser.findUnique({ where: { id: Number(sub) }, select: { id: true } })) !== null
}

async function auth(app: FastifyInstance, options: { secret: string }) {
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { algorithm: 'HS256', expiresIn: TOKEN_LIFETIME },
    // Without exp a leaked token would be valid forever.
    verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] },
  })
  app.decorate('authenticate', async (request: FastifyRequest) => {
    try {
      await request.jwtVerify()
    } catch {
      throw unauthorized()
    }
    if (!(await adminExists(app.prisma, request.user.sub))) throw unauthorized()
  })
}

export default fp(auth, { name: 'auth', dependencies: ['prisma'] })
