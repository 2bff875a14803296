import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { PrismaClient } from '../db/prisma.ts'

declare module 'fastify' {
  interface FastifyInstance {
    prisma: PrismaClient
  }
}

/** Shares the caller's PrismaClient; whoever created it disconnects it. */
async function prismaPlugin(app: FastifyInstance, options: { prisma: PrismaClient }) {
  app.decorate('prisma', options.prisma)
}

export default fp(prismaPlugin, { name: 'prisma' })
