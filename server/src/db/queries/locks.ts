/**
 * The locks the app takes by hand, each held until the caller's transaction ends: PostgreSQL's advisory locks, with
 * every key in one table so no two uses share one, and the row locks Prisma cannot take (SELECT ... FOR UPDATE).
 */
import type { Prisma } from '../../generated/prisma/client.ts'

type Tx = Prisma.TransactionClient

/**
 * Advisory lock keys. A single key and a (namespace, text) pair are two separate key spaces in PostgreSQL, so a
 * key may repeat across the two lists, never within one.
 */
export const LOCK_KEYS = {
  /** The migrations, applied by one instance at a time (db/migrate.ts, a session lock). */
  migrations: 72_707_369,
  /** The daily retention job: an instance that finds it taken skips its run. */
  retention: 72_707_370,
  /** The demo content of a first start, written once. */
  seed: 72_707_371,
} as const

export const LOCK_NAMESPACES = {
  /** One list of the staff-edited content: its creates, edits, moves and trash changes take turns. */
  contentList: 72_707_370,
  /** One projeto's event activations take turns, so it never has two active events. */
  eventActivation: 4_107_001,
} as const

export async function lock(tx: Tx, key: keyof typeof LOCK_KEYS): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_KEYS[key]})`
}

/** Takes the lock only when it is free: false when another transaction holds it. */
export async function tryLock(tx: Tx, key: keyof typeof LOCK_KEYS): Promise<boolean> {
  const [row] = await tx.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(${LOCK_KEYS[key]}) AS "locked"`
  return row?.locked === true
}

/** The lock of one `name` (a list's kind, a projeto) within a namespace. */
export async function lockName(tx: Tx, namespace: keyof typeof LOCK_NAMESPACES, name: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_NAMESPACES[namespace]}::int, hashtext(${name}))`
}

const ROW_LOCKS = {
  Event: (tx: Tx, id: number) => tx.$executeRaw`SELECT 1 FROM "Event" WHERE "id" = ${id} FOR UPDATE`,
  VolunteerApplication: (tx: Tx, id: number) => tx.$executeRaw`SELECT 1 FROM "VolunteerApplication" WHERE "id" = ${id} FOR UPDATE`,
  DocumentRequest: (tx: Tx, id: number) => tx.$executeRaw`SELECT 1 FROM "DocumentRequest" WHERE "id" = ${id} FOR UPDATE`,
}

/** Locks one row: the changes that lock it run one after the other, each seeing what the one before it did. */
export async function lockRow(tx: Tx, table: keyof typeof ROW_LOCKS, id: number): Promise<void> {
  await ROW_LOCKS[table](tx, id)
}

/** Locks every active administrator's row (enabled, with a password), in id order, and returns their ids. */
export async function lockActiveAdministrators(tx: Tx): Promise<number[]> {
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT "id" FROM "AdminUser" WHERE "role" = 'administrador' AND NOT "disabled" AND "passwordHash" IS NOT NULL
     ORDER BY "id" FOR UPDATE`
  return rows.map((row) => row.id)
}
