import { PrismaPg } from '@prisma/adapter-pg'
import pg from 'pg'
import { PrismaClient } from '../generated/prisma/client.ts'

export type { PrismaClient }

const pools = new WeakMap<PrismaClient, pg.Pool>()

/** A PrismaClient over a pg pool of our own, which `$disconnect()` ends and `poolOf` gives for raw reads. */
export function createPrismaClient(databaseUrl: string): PrismaClient {
  // A database that accepts connections but never answers must give 503s, not requests that hang.
  const pool = new pg.Pool({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000, query_timeout: 30_000 })
  // A PostgreSQL restart breaks the idle connections: the pool drops them and opens new ones on the next query.
  // Without a listener, that 'error' event would end the process.
  pool.on('error', () => {})
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) })
  pools.set(prisma, pool)
  return prisma
}

/**
 * The pool under a client made by createPrismaClient. Only where Prisma's own work costs more than the query:
 * the busiest read, the public certificate lookup (see server/bench), and file bytes, which Prisma would
 * base64-encode and copy (see modules/submissions/file-staging.ts).
 */
export function poolOf(prisma: PrismaClient): pg.Pool {
  const pool = pools.get(prisma)
  if (!pool) throw new Error('PrismaClient não criado por createPrismaClient')
  return pool
}
