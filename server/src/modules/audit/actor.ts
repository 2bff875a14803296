import type { FastifyRequest } from 'fastify'
import type { Actor } from './service.ts'

/** The staff member behind an authenticated request (`authenticate` has checked that the account exists). */
export const actorOf = (request: FastifyRequest): Actor => ({ id: Number(request.user.sub), nome: request.user.nome })
