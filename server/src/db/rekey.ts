/**
 * Stored keys follow the key functions of keys.ts. A SQL migration cannot run them, so after the migrations the
 * start-up recomputes every key once per KEYS_VERSION (recorded in "KeyVersion"), under the migration lock: the
 * first instance to start does it, in one transaction, and the others find the version up to date.
 */
import type pg from 'pg'
import { certificateCodeKey, KEYS_VERSION, nameKey } from './keys.ts'

interface KeyedColumn {
  table: string
  source: string
  key: string
  compute: (text: string) => string
  /** The key is unique (within this column's value, when given): see DUPLICATE_MARK. */
  unique?: { within?: string }
}

/** Tables and columns of prisma/schema.prisma. */
const KEYED_COLUMNS: KeyedColumn[] = [
  { table: 'Event', source: 'titulo', key: 'titleKey', compute: nameKey },
  { table: 'Registration', source: 'nome', key: 'personKey', compute: nameKey, unique: { within: 'eventId' } },
  { table: 'WaitlistEntry', source: 'nome', key: 'personKey', compute: nameKey, unique: { within: 'eventId' } },
  { table: 'Certificate', source: 'codigo', key: 'codeKey', compute: certificateCodeKey, unique: {} },
  { table: 'Certificate', source: 'nome', key: 'nameKey', compute: nameKey },
  { table: 'Certificate', source: 'curso', key: 'courseKey', compute: nameKey },
]

/**
 * Rows that were distinct before and are duplicates under the new keys (the same name once typed with a zero-width
 * space) are both kept: the later one's key gets this mark and its id. Keys never hold a format character like it,
 * so a marked key matches no one; staff see both rows and decide.
 */
const DUPLICATE_MARK = '\u2063'

interface Row {
  id: number
  source: string
  key: string
  scope: string | null
}

export interface RekeyResult {
  table: string
  changed: number
  /** Ids of rows kept with a marked key because an earlier row has the same key. */
  duplicates: number[]
}

function newKeys(column: KeyedColumn, rows: Row[]) {
  const taken = new Set<string>()
  const duplicates: number[] = []
  const keys = rows.map((row) => {
    const key = column.compute(row.source)
    // A NULL scope (a registration whose event was deleted) is never equal to another in a unique index.
    if (!column.unique || (column.unique.within && row.scope === null)) return key
    const slot = `${row.scope ?? ''}\u0000${key}`
    if (!taken.has(slot)) {
      taken.add(slot)
      return key
    }
    duplicates.push(row.id)
    return `${key}${DUPLICATE_MARK}${row.id}`
  })
  return { keys, duplicates }
}

const setKeys = (client: pg.ClientBase, column: KeyedColumn, ids: number[], keys: string[]) =>
  client.query(
    `UPDATE "${column.table}" AS t SET "${column.key}" = v.key
     FROM unnest($1::int[], $2::text[]) AS v(id, key) WHERE t."id" = v.id`,
    [ids, keys],
  )

async function rekeyColumn(client: pg.ClientBase, column: KeyedColumn): Promise<RekeyResult> {
  const scope = column.unique?.within ? `"${column.unique.within}"::text` : 'NULL'
  const { rows } = await client.query<Row>(
    `SELECT "id", "${column.source}" AS source, "${column.key}" AS key, ${scope} AS scope
     FROM "${column.table}" ORDER BY "id"`,
  )
  const { keys, duplicates } = newKeys(column, rows)
  const changed = rows.flatMap((row, index) => (keys[index] === row.key ? [] : [{ id: row.id, key: keys[index]! }]))
  if (changed.length > 0) {
    const ids = changed.map((row) => row.id)
    // A unique index is checked row by row: first move every changed key out of the way, so a key passed from one
    // row to another never meets itself halfway.
    if (column.unique) await setKeys(client, column, ids, ids.map((id) => `${DUPLICATE_MARK}rekey${DUPLICATE_MARK}${id}`))
    await setKeys(client, column, ids, changed.map((row) => row.key))
  }
  return { table: column.table, changed: changed.length, duplicates }
}

/** Recomputes every stored key when the key functions changed since the last time; returns what changed. */
export async function refreshStoredKeys(client: pg.ClientBase): Promise<RekeyResult[]> {
  const { rows } = await client.query<{ version: number }>('SELECT "version" FROM "KeyVersion" WHERE "id" = 1')
  if (rows[0]?.version === KEYS_VERSION) return []
  await client.query('BEGIN')
  try {
    const results: RekeyResult[] = []
    for (const column of KEYED_COLUMNS) results.push(await rekeyColumn(client, column))
    await client.query(
      `INSERT INTO "KeyVersion" ("id", "version") VALUES (1, $1) ON CONFLICT ("id") DO UPDATE SET "version" = $1`,
      [KEYS_VERSION],
    )
    await client.query('COMMIT')
    return results
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  }
}
