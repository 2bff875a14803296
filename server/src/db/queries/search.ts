import type pg from 'pg'
import type { SearchEntry } from '../../generated/prisma/client.ts'

/** The marks ts_headline puts around a matched word: characters no text of the site uses (Unicode private use). */
export const HIGHLIGHT_START = '\uE000'
export const HIGHLIGHT_END = '\uE001'

/** A shown result: the matched words of its title and snippet between the marks above. */
export type SearchHitRow = Pick<SearchEntry, 'source' | 'kind' | 'ref'> & { day: string | null; title: string; snippet: string }

export interface SearchPageQuery {
  /** A to_tsquery expression of plain words (letters and digits only, joined by the caller). */
  tsquery: string
  kind: string | null
  now: Date
  limit: number
  offset: number
  /** PostgreSQL cancels the search past this time; the caller gets the error (code 57014). */
  timeoutMs: number
}

export interface PageEntry {
  path: string
  kind: string
  title: string
  body: string
  /** A version scheduled for later: an entry of its own beside the page's published version. */
  scheduled: boolean
  /** It shows from this instant (null: already) until that one (null: on). */
  visibleFrom: Date | null
  visibleUntil: Date | null
}

/**
 * What an answer was read under: the index's version (null while the index has none yet), and the span of instants
 * [from, until) around the search's `now` in which no entry appears or disappears (null: unbounded).
 */
export interface IndexState {
  version: string | null
  from: Date | null
  until: Date | null
}

export interface SearchQueries {
  /** The index's version now: a new one in the same transaction as every change to it (migration search_version). */
  version(): Promise<string | null>
  /** For each term, the word of the site nearest to it by trigrams (itself when the site has it), if any is near. */
  nearestWords(terms: string[]): Promise<{ words: Map<string, { word: string; display: string }>; version: string | null }>
  /** One page of the entries that match, best first, and how many match of each kind in all (whatever `kind`). */
  page(query: SearchPageQuery): Promise<{ rows: SearchHitRow[]; counts: Map<string, number>; state: IndexState }>
  /** Makes the pages' entries these: new ones added, changed ones rewritten, the others removed. */
  replacePages(pages: PageEntry[]): Promise<void>
}

const VERSION = { name: 'search-version', text: 'SELECT "token"::text AS "version" FROM "SearchVersion"' }
const VERSION_COLUMN = `(${VERSION.text}) AS "version"`

const NEAREST_WORDS = {
  name: 'search-nearest-words',
  text: `
    SELECT ${VERSION_COLUMN},
      coalesce(json_agg(json_build_object('term', t."term", 'word', w."word", 'display', w."display")), '[]') AS "words"
    FROM unnest($1::text[]) AS t("term")
    JOIN LATERAL (
      SELECT "word", "display" FROM "SearchWord"
      WHERE "word" % t."term"
      ORDER BY "word" <-> t."term", "word"
      LIMIT 1
    ) w ON true`,
}

const TITLE_OPTIONS = `HighlightAll=true, StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}`
const SNIPPET_OPTIONS = `MaxFragments=2, MaxWords=28, MinWords=12, FragmentDelimiter=" … ", StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}`
/** The snippet is cut from the start of a long text: ts_headline reads every word it is given. */
const SNIPPET_SOURCE_CHARS = 4000

/**
 * One statement, one snapshot: the matches visible at $2, ranked once (the title weighs more) and counted by kind; the
 * page of the best of kind $3, whose title and snippet alone are highlighted; and the index's state (IndexState) the
 * answer holds for. The span is the one a page's versions have in the pages module (versions.ts, shownAt): from
 * visibleFrom on, before visibleUntil.
 */
const PAGE = {
  name: 'search-page',
  text: `
    WITH "matches" AS (
      SELECT e."source", e."kind", e."day", ts_rank(e."document", to_tsquery('pt_unaccent', $1)) AS "rank"
      FROM "SearchEntry" e
      WHERE e."document" @@ to_tsquery('pt_unaccent', $1)
        AND (e."visibleFrom" IS NULL OR e."visibleFrom" <= $2) AND (e."visibleUntil" IS NULL OR $2 < e."visibleUntil")
    ), "best" AS (
      SELECT * FROM "matches" WHERE $3::text IS NULL OR "kind" = $3
      ORDER BY "rank" DESC, "day" DESC NULLS LAST, "source"
      LIMIT $4 OFFSET $5
    )
    SELECT ${VERSION_COLUMN},
      greatest((SELECT max("visibleFrom") FROM "SearchEntry" WHERE "visibleFrom" <= $2),
               (SELECT max("visibleUntil") FROM "SearchEntry" WHERE "visibleUntil" <= $2)) AS "from",
      least((SELECT min("visibleFrom") FROM "SearchEntry" WHERE "visibleFrom" > $2),
            (SELECT min("visibleUntil") FROM "SearchEntry" WHERE "visibleUntil" > $2)) AS "until",
      (SELECT coalesce(json_object_agg("kind", "total"), '{}') FROM (SELECT "kind", count(*) AS "total" FROM "matches" GROUP BY "kind") c)
        AS "counts",
      (SELECT coalesce(json_agg(json_build_object(
          'source', e."source", 'kind', e."kind", 'ref', e."ref", 'day', to_char(e."day", 'YYYY-MM-DD'),
          'title', ts_headline('pt_unaccent', e."title", to_tsquery('pt_unaccent', $1), '${TITLE_OPTIONS}'),
          'snippet', ts_headline('pt_unaccent', left(e."body", ${SNIPPET_SOURCE_CHARS}), to_tsquery('pt_unaccent', $1), '${SNIPPET_OPTIONS}')
        ) ORDER BY b."rank" DESC, b."day" DESC NULLS LAST, b."source"), '[]')
       FROM "best" b JOIN "SearchEntry" e ON e."source" = b."source") AS "rows"`,
}

interface PageRow extends IndexState {
  counts: Record<string, number>
  rows: SearchHitRow[]
}

const PAGE_SOURCE_PREFIX = 'pagina:'
const pageSource = (page: PageEntry) => `${PAGE_SOURCE_PREFIX}${page.path}${page.scheduled ? '#agendada' : ''}`

export function searchQueries(pool: pg.Pool): SearchQueries {
  return {
    async version() {
      const { rows } = await pool.query<{ version: string }>(VERSION)
      return rows[0]?.version ?? null
    },
    async nearestWords(terms) {
      const { rows } = await pool.query<{ version: string | null; words: { term: string; word: string; display: string }[] }>({
        ...NEAREST_WORDS,
        values: [terms],
      })
      const { version, words } = rows[0]!
      return { version, words: new Map(words.map((row) => [row.term, { word: row.word, display: row.display }])) }
    },
    page: (query) =>
      inTransaction(
        pool,
        async (client) => {
          const { rows } = await client.query<PageRow>({ ...PAGE, values: [query.tsquery, query.now, query.kind, query.limit, query.offset] })
          const { version, from, until, counts, rows: hits } = rows[0]!
          return { rows: hits, counts: new Map(Object.entries(counts)), state: { version, from, until } }
        },
        // PostgreSQL cancels the search past its time; set in the round trip that opens the transaction.
        `BEGIN; SET LOCAL statement_timeout = ${Math.round(query.timeoutMs)}`,
      ),
    replacePages: (pages) =>
      inTransaction(pool, async (client) => {
        const sources = pages.map(pageSource)
        await client.query(`DELETE FROM "SearchEntry" WHERE "source" LIKE $1 AND NOT ("source" = ANY($2::text[]))`, [
          `${PAGE_SOURCE_PREFIX}%`,
          sources,
        ])
        await client.query(
          `INSERT INTO "SearchEntry" ("source", "kind", "ref", "title", "body", "visibleFrom", "visibleUntil")
           SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::timestamptz[])
           ON CONFLICT ("source") DO UPDATE SET "kind" = EXCLUDED."kind", "ref" = EXCLUDED."ref",
             "title" = EXCLUDED."title", "body" = EXCLUDED."body",
             "visibleFrom" = EXCLUDED."visibleFrom", "visibleUntil" = EXCLUDED."visibleUntil"
           WHERE ("SearchEntry"."kind", "SearchEntry"."title", "SearchEntry"."body", "SearchEntry"."visibleFrom", "SearchEntry"."visibleUntil")
             IS DISTINCT FROM (EXCLUDED."kind", EXCLUDED."title", EXCLUDED."body", EXCLUDED."visibleFrom", EXCLUDED."visibleUntil")`,
          [
            sources,
            pages.map((page) => page.kind),
            pages.map((page) => page.path),
            pages.map((page) => page.title),
            pages.map((page) => page.body),
            pages.map((page) => page.visibleFrom),
            pages.map((page) => page.visibleUntil),
          ],
        )
      }),
  }
}

/** `work` in a transaction that `opening` begins (its statements run in one round trip). */
async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>, opening = 'BEGIN'): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query(opening)
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}
