/**
 * The hand-written SQL, one module per table. Prisma runs every other query; these few are the busiest or the
 * largest reads, and the bytes of submission files, where Prisma's own work costs more than the query itself
 * (docs/decisions/0006-raw-sql-for-hot-reads.md).
 */
import type pg from 'pg'
import { certificateQueries, type CertificateQueries } from './certificates.ts'
import { registrationQueries, type RegistrationQueries } from './registrations.ts'
import { searchQueries, type SearchQueries } from './search.ts'
import { submissionFileQueries, type SubmissionFileQueries } from './submission-files.ts'

export interface Queries {
  certificates: CertificateQueries
  registrations: RegistrationQueries
  search: SearchQueries
  submissionFiles: SubmissionFileQueries
}

export function createQueries(pool: pg.Pool): Queries {
  return {
    certificates: certificateQueries(pool),
    registrations: registrationQueries(pool),
    search: searchQueries(pool),
    submissionFiles: submissionFileQueries(pool),
  }
}
