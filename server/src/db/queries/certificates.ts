import type pg from 'pg'
import type { Certificate } from '../../generated/prisma/client.ts'

/** The columns the public lookup shows. */
export type PublicCertificateRow = Pick<Certificate, 'codigo' | 'nome' | 'curso' | 'horas' | 'link' | 'status'>

/** The columns the admin list shows. */
export type ListedCertificateRow = PublicCertificateRow & Pick<Certificate, 'createdAt'>

export interface CertificateQueries {
  /** The certificate stored under this code key (contracts' certificateCodeKey of its code), if any. */
  findByCodeKey(codeKey: string): Promise<PublicCertificateRow | undefined>
  /** Every certificate, newest first. */
  listNewestFirst(): Promise<ListedCertificateRow[]>
}

/** A prepared statement: PostgreSQL plans it once per connection. */
const FIND_BY_CODE_KEY = {
  name: 'certificate-by-code-key',
  text: 'SELECT "codigo", "nome", "curso", "horas", "link", "status" FROM "Certificate" WHERE "codeKey" = $1',
}

// Prisma stores DateTime as a timestamp without time zone, in UTC: AT TIME ZONE 'UTC' makes it the instant pg reads
// as a Date. ORDER BY names the table's column, since a bare "createdAt" would mean the output column.
const LIST_NEWEST_FIRST = `
  SELECT "codigo", "nome", "curso", "horas", "link", "status", "createdAt" AT TIME ZONE 'UTC' AS "createdAt"
  FROM "Certificate"
  ORDER BY "Certificate"."createdAt" DESC, "Certificate"."id" DESC`

export function certificateQueries(pool: pg.Pool): CertificateQueries {
  return {
    async findByCodeKey(codeKey) {
      const { rows } = await pool.query<PublicCertificateRow>({ ...FIND_BY_CODE_KEY, values: [codeKey] })
      return rows[0]
    },
    async listNewestFirst() {
      const { rows } = await pool.query<ListedCertificateRow>(LIST_NEWEST_FIRST)
      return rows
    },
  }
}
