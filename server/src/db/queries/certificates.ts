import type { CertificateSortColumn } from '@site/contracts'
import type pg from 'pg'
import type { Certificate } from '../../generated/prisma/client.ts'

/** The columns the public lookup shows. */
export type PublicCertificateRow = Pick<Certificate, 'codigo' | 'nome' | 'curso' | 'horas' | 'link' | 'status' | 'revokedAt'>

/** The columns the admin list shows. */
export type ListedCertificateRow = PublicCertificateRow & Pick<Certificate, 'createdAt' | 'revocationReason'>

/** One page of the admin list: keys already computed by the caller (keys.ts). */
export interface CertificatePageQuery {
  /** The search as a nameKey (names, courses) and as a certificateCodeKey (codes); empty: no search. */
  nameSearch: string
  codeSearch: string
  sort: CertificateSortColumn
  descending: boolean
  limit: number
  offset: number
}

export interface CertificateQueries {
  /** The certificate stored under this code key (contracts' certificateCodeKey of its code), if any. */
  findByCodeKey(codeKey: string): Promise<PublicCertificateRow | undefined>
  /** Every certificate, newest first, `size` rows at a time: each batch is one short query, none holds the list. */
  newestFirstBatches(size: number): AsyncGenerator<ListedCertificateRow[]>
  /** The rows of one page and how many match the search in all. */
  page(query: CertificatePageQuery): Promise<{ rows: ListedCertificateRow[]; total: number }>
  /** Every row matching the search, in the order asked (the export); limit and offset are ignored. */
  matching(query: CertificatePageQuery): Promise<ListedCertificateRow[]>
}

// Prisma stores DateTime as a timestamp without time zone, in UTC: AT TIME ZONE 'UTC' makes it the instant pg reads
// as a Date.
const PUBLIC_COLUMNS = `"codigo", "nome", "curso", "horas", "link", "status", "revokedAt" AT TIME ZONE 'UTC' AS "revokedAt"`
const LISTED_COLUMNS = `${PUBLIC_COLUMNS}, "createdAt" AT TIME ZONE 'UTC' AS "createdAt", "revocationReason"`

/** A prepared statement: PostgreSQL plans it once per connection. */
const FIND_BY_CODE_KEY = {
  name: 'certificate-by-code-key',
  text: `SELECT ${PUBLIC_COLUMNS} FROM "Certificate" WHERE "codeKey" = $1`,
}

/**
 * The unfiltered total, kept by triggers (model CertificateCount): a COUNT(*) over 100,000 rows took 17 to 30 ms
 * of CPU on every first page, where the page itself reads ten index entries.
 */
const KEPT_TOTAL = {
  name: 'certificate-kept-total',
  text: `SELECT "total" FROM "CertificateCount" WHERE "id" = 1`,
}

// ORDER BY names the table's column, since a bare "createdAt" would mean the output column. A batch starts after
// the last row of the one before (keyset on the list's index); the key's time goes as text, exact to the microsecond.
const newestFirstAfter = (after: string) => `
  SELECT ${LISTED_COLUMNS}, "Certificate"."createdAt"::text AS "keyAt", "Certificate"."id" AS "keyId"
  FROM "Certificate" ${after}
  ORDER BY "Certificate"."createdAt" DESC, "Certificate"."id" DESC
  LIMIT $1`
const NEWEST_FIRST = { first: newestFirstAfter(''), next: newestFirstAfter(`WHERE ("createdAt", "id") < ($2::timestamp, $3::int)`) }

type KeyedRow = ListedCertificateRow & { keyAt: string; keyId: number }

/** Each sort has its btree index (column, id), so a first page reads ten index entries, not the table. */
const SORT_COLUMNS: Record<CertificateSortColumn, string> = {
  criadoEm: '"Certificate"."createdAt"',
  nome: '"nameKey"',
  curso: '"courseKey"',
  codigo: '"codeKey"',
  horas: '"horas"',
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (special) => `\\${special}`)}%`

/** "Contains" over the three keys: the trigram index (pg_trgm) answers each LIKE. */
function searchFilter(query: CertificatePageQuery): { where: string; values: string[] } {
  if (!query.nameSearch && !query.codeSearch) return { where: '', values: [] }
  return {
    where: `WHERE "nameKey" LIKE $1 OR "courseKey" LIKE $1 OR "codeKey" LIKE $2`,
    values: [likePattern(query.nameSearch), likePattern(query.codeSearch)],
  }
}

const orderBy = (query: CertificatePageQuery) => {
  const direction = query.descending ? 'DESC' : 'ASC'
  return `ORDER BY ${SORT_COLUMNS[query.sort]} ${direction}, "Certificate"."id" ${direction}`
}

export function certificateQueries(pool: pg.Pool): CertificateQueries {
  return {
    async findByCodeKey(codeKey) {
      const { rows } = await pool.query<PublicCertificateRow>({ ...FIND_BY_CODE_KEY, values: [codeKey] })
      return rows[0]
    },
    async *newestFirstBatches(size) {
      let last: KeyedRow | undefined
      for (;;) {
        const { rows } = last
          ? await pool.query<KeyedRow>(NEWEST_FIRST.next, [size, last.keyAt, last.keyId])
          : await pool.query<KeyedRow>(NEWEST_FIRST.first, [size])
        if (rows.length > 0) yield rows.map(({ keyAt: _at, keyId: _id, ...row }) => row)
        if (rows.length < size) return
        last = rows.at(-1)
      }
    },
    async page(query) {
      const { where, values } = searchFilter(query)
      const next = values.length + 1
      const [page, count] = await Promise.all([
        pool.query<ListedCertificateRow>(
          `SELECT ${LISTED_COLUMNS} FROM "Certificate" ${where} ${orderBy(query)} LIMIT $${next} OFFSET $${next + 1}`,
          [...values, query.limit, query.offset],
        ),
        where
          ? pool.query<{ total: number }>(`SELECT count(*)::int AS "total" FROM "Certificate" ${where}`, values)
          : pool.query<{ total: number }>(KEPT_TOTAL),
      ])
      return { rows: page.rows, total: count.rows[0]?.total ?? 0 }
    },
    async matching(query) {
      const { where, values } = searchFilter(query)
      const { rows } = await pool.query<ListedCertificateRow>(
        `SELECT ${LISTED_COLUMNS} FROM "Certificate" ${where} ${orderBy(query)}`,
        values,
      )
      return rows
    },
  }
}
