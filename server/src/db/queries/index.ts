/**
 * The hand-written SQL reads, one module per table. Prisma runs every other query; these few are the busiest or the
 * largest reads, where Prisma's own work costs more than the query itself
 * (docs/decisions/0006-raw-sql-for-hot-reads.md).
 */
import type pg from 'pg'
import { certificateQueries, type CertificateQueries } from './certificates.ts'
import { registrationQueries, type RegistrationQueries } from './registrations.ts'

export interface Queries {
  certificates: CertificateQueries
  registrations: RegistrationQueries
}

export function createQueries(pool: pg.Pool): Queries {
  return { certificates: certificateQueries(pool), registrations: registrationQueries(pool) }
}
