import type { FastifyRequest } from 'fastify'
import { recordAudit, type Actor, type AuditRecord } from './service.ts'

/** The staff member behind an authenticated request (`authenticate` has checked that the account exists). */
export const actorOf = (request: FastifyRequest): Actor => ({ id: Number(request.user.sub), nome: request.user.nome })

/** Writes one audit entry for the staff member behind this request: one line after the change it records. */
export const audit = (request: FastifyRequest, record: AuditRecord): Promise<void> =>
  recordAudit(request.server.prisma, actorOf(request), record)
