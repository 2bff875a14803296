import { PrismaPg } from '@prisma/adapter-pg'
import pg from 'pg'
import { PrismaClient } from '../generated/prisma/client.ts'
import { createQueries, type Queries } from './queries/index.ts'

export type { PrismaClient }

export interface DatabaseClients {
  prisma: PrismaClient
  /** The raw-SQL reads (db/queries), over the same pool as Prisma. */
  queries: Queries
}

/** Prisma and the raw-SQL queries over one pg pool of our own, which `prisma.$disconnect()` ends. */
export function createDatabaseClients(databaseUrl: string): DatabaseClients {
  // A database that accepts connections but never answers must give 503s, not requests that hang.
  const pool = new pg.Pool({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000, query_timeout: 30_000 })
  // A PostgreSQL restart breaks the idle connections: the pool drops them and opens new ones on the next query.
  // Without a listener, that 'error' event would end the process.
  pool.on('error', () => {})
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) })
  return { prisma, queries: createQueries(pool) }
}
