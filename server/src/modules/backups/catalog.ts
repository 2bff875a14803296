/**
 * What a backup and a restore need to know of a database, read from PostgreSQL's own catalog (never a list kept by
 * hand): the tables of the app's schema with their columns and primary key, the sequences, the foreign keys and the
 * tables with triggers of their own. Objects that belong to an extension (pg_trgm) are left out: the migrations
 * create them, and they hold no data.
 */
import pg from 'pg'

export interface TableShape {
  name: string
  /** Stored columns, in their order (generated columns cannot be loaded, so they are not part of the copy). */
  columns: string[]
  /**
   * The primary key's columns as SQL, text compared byte by byte (COLLATE "C"): the order of the rows in a copy, so
   * the same rows always copy to the same bytes, whatever the database's collation.
   */
  order: string[]
}

export const MIGRATIONS_TABLE = '_prisma_migrations'

export const quote = pg.escapeIdentifier

const inAppSchema = (column: string) => `${column} = current_schema()::regnamespace`
const notInExtension = (catalog: string, oid: string) =>
  `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = '${catalog}'::regclass AND d.objid = ${oid} AND d.deptype = 'e')`

export async function listTables(client: pg.ClientBase): Promise<TableShape[]> {
  const { rows } = await client.query<TableShape>(`
    SELECT c.relname::text AS name,
      ARRAY(SELECT a.attname::text FROM pg_attribute a
        WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
        ORDER BY a.attnum) AS columns,
      ARRAY(SELECT quote_ident(a.attname) || CASE WHEN a.attcollation <> 0 THEN ' COLLATE "C"' ELSE '' END
        FROM pg_index i
        CROSS JOIN LATERAL unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, position)
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
        WHERE i.indrelid = c.oid AND i.indisprimary ORDER BY k.position) AS "order"
    FROM pg_class c
    WHERE ${inAppSchema('c.relnamespace')} AND c.relkind = 'r' AND ${notInExtension('pg_class', 'c.oid')}
    ORDER BY c.relname COLLATE "C"`)
  return rows
}

export async function listSequences(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(`
    SELECT c.relname::text AS name FROM pg_class c
    WHERE ${inAppSchema('c.relnamespace')} AND c.relkind = 'S' AND ${notInExtension('pg_class', 'c.oid')}
    ORDER BY c.relname COLLATE "C"`)
  return rows.map((row) => row.name)
}

export interface SequenceValue {
  name: string
  /** A bigint, as text. */
  lastValue: string
  isCalled: boolean
}

export async function readSequences(client: pg.ClientBase): Promise<SequenceValue[]> {
  const values: SequenceValue[] = []
  for (const name of await listSequences(client)) {
    const { rows } = await client.query<{ lastValue: string; isCalled: boolean }>(
      `SELECT last_value::text AS "lastValue", is_called AS "isCalled" FROM ${quote(name)}`,
    )
    values.push({ name, ...rows[0]! })
  }
  return values
}

/** The migrations applied to the database, in the order the applier runs them (by name). */
export async function appliedMigrations(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT migration_name AS name FROM ${quote(MIGRATIONS_TABLE)}
     WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name COLLATE "C"`,
  )
  return rows.map((row) => row.name)
}

export interface ForeignKey {
  /** The table, as SQL (quoted where needed). */
  table: string
  name: string
  definition: string
}

export async function listForeignKeys(client: pg.ClientBase): Promise<ForeignKey[]> {
  const { rows } = await client.query<ForeignKey>(`
    SELECT conrelid::regclass::text AS "table", conname::text AS name, pg_get_constraintdef(oid) AS definition
    FROM pg_constraint WHERE contype = 'f' AND ${inAppSchema('connamespace')}`)
  return rows
}

export interface IndexDefinition {
  /** The index, as SQL (quoted where needed). */
  name: string
  definition: string
}

/** The indexes of the app's tables that no constraint (primary key, unique, exclusion) owns. */
export async function listLooseIndexes(client: pg.ClientBase): Promise<IndexDefinition[]> {
  const { rows } = await client.query<IndexDefinition>(`
    SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    WHERE ${inAppSchema('c.relnamespace')} AND ${notInExtension('pg_class', 'c.oid')}
      AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid AND k.contype IN ('p', 'u', 'x'))
    ORDER BY 1`)
  return rows
}

/** Tables with triggers written for them (the CertificateCount triggers), as SQL. */
export async function tablesWithOwnTriggers(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ table: string }>(`
    SELECT DISTINCT t.tgrelid::regclass::text AS "table" FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    WHERE NOT t.tgisinternal AND ${inAppSchema('c.relnamespace')}`)
  return rows.map((row) => row.table)
}

/** Whether any table but the migrations' record has a row. */
export async function holdsData(client: pg.ClientBase): Promise<boolean> {
  const tables = (await listTables(client)).filter((table) => table.name !== MIGRATIONS_TABLE)
  if (tables.length === 0) return false
  const probes = tables.map((table) => `EXISTS (SELECT 1 FROM ${quote(table.name)})`)
  const { rows } = await client.query<{ found: boolean }>(`SELECT ${probes.join(' OR ')} AS found`)
  return rows[0]!.found
}

/**
 * Drops every object of the app's schema that the migrations create (views, tables, sequences, functions, types,
 * text search configurations), leaving the schema itself, its privileges and the extensions in place.
 */
export async function dropAppObjects(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ statement: string }>(`
    SELECT format('DROP %s IF EXISTS %s CASCADE',
      CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END,
      c.oid::regclass) AS statement, CASE WHEN c.relkind IN ('v', 'm') THEN 0 WHEN c.relkind = 'S' THEN 2 ELSE 1 END AS step
    FROM pg_class c
    WHERE ${inAppSchema('c.relnamespace')} AND c.relkind IN ('r', 'p', 'v', 'm', 'S') AND ${notInExtension('pg_class', 'c.oid')}
    UNION ALL
    SELECT format('DROP ROUTINE IF EXISTS %s CASCADE', p.oid::regprocedure), 3 FROM pg_proc p
    WHERE ${inAppSchema('p.pronamespace')} AND ${notInExtension('pg_proc', 'p.oid')}
    UNION ALL
    SELECT format('DROP TYPE IF EXISTS %s CASCADE', t.oid::regtype), 4 FROM pg_type t
    WHERE ${inAppSchema('t.typnamespace')} AND t.typtype IN ('e', 'd', 'r') AND ${notInExtension('pg_type', 't.oid')}
    UNION ALL
    SELECT format('DROP TEXT SEARCH CONFIGURATION IF EXISTS %s CASCADE', c.oid::regconfig), 5 FROM pg_ts_config c
    WHERE ${inAppSchema('c.cfgnamespace')} AND ${notInExtension('pg_ts_config', 'c.oid')}
    UNION ALL
    SELECT format('DROP TEXT SEARCH DICTIONARY IF EXISTS %s CASCADE', dict.oid::regdictionary), 6 FROM pg_ts_dict dict
    WHERE ${inAppSchema('dict.dictnamespace')} AND ${notInExtension('pg_ts_dict', 'dict.oid')}
    ORDER BY step`)
  for (const { statement } of rows) await client.query(statement)
}
