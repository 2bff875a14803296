import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { DatabaseClients, PrismaClient } from '../db/prisma.ts'
import type { Queries } from '../db/queries/index.ts'

declare module 'fastify' {
  interface FastifyInstance {
    prisma: PrismaClient
    queries: Queries
  }
}

/** Shares the caller's Prisma client and the SQL reads of db/queries; whoever created them disconnects them. */
async function prismaPlugin(app: FastifyInstance, options: DatabaseClients) {
  app.decorate('prisma', options.prisma)
  app.decorate('queries', options.queries)
}

export default fp(prismaPlugin, { name: 'prisma' })
