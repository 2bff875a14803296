import type pg from 'pg'
import type { Registration } from '../../generated/prisma/client.ts'

/** The columns the admin list shows. */
export type ListedRegistrationRow = Pick<
  Registration,
  'id' | 'nome' | 'email' | 'telefone' | 'titulo' | 'comoConheceu' | 'protocolo' | 'createdAt'
>

export interface RegistrationQueries {
  /** Every registration, newest first. */
  listNewestFirst(): Promise<ListedRegistrationRow[]>
}

// As in certificates.ts: createdAt read as a UTC instant, ordered by the table's column.
const LIST_NEWEST_FIRST = `
  SELECT "id", "nome", "email", "telefone", "titulo", "comoConheceu", "protocolo", "createdAt" AT TIME ZONE 'UTC' AS "createdAt"
  FROM "Registration"
  ORDER BY "Registration"."createdAt" DESC, "Registration"."id" DESC`

export function registrationQueries(pool: pg.Pool): RegistrationQueries {
  return {
    async listNewestFirst() {
      const { rows } = await pool.query<ListedRegistrationRow>(LIST_NEWEST_FIRST)
      return rows
    },
  }
}
