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

export interface SearchQueries {
  /** For each term, the word of the site nearest to it by trigrams (itself when the site has it), if any is near. */
  nearestWords(terms: string[]): Promise<Map<string, { word: string; display: string }>>
  /** One page of the entries that match, best first, and how many match of each kind in all (whatever `kind`). */
  page(query: SearchPageQuery): Promise<{ rows: SearchHitRow[]; counts: Map<string, number> }>
  /** Makes the pages' entries these: new ones added, changed ones rewritten, the others removed. */
  replacePages(pages: PageEntry[]): Promise<void>
}

const NEAREST_WORDS = {
  name: 'search-nearest-words',
  text: `
    SELECT t."term", w."word", w."display"
    FROM unnest($1::text[]) AS t("term")
    JOIN LATERAL (
      SELECT "word", "display" FROM "SearchWord"
      WHERE "word" % t."term"
      ORDER BY "word" <-> t."term", "word"
      LIMIT 1
    ) w ON true`,
}

// The matches, ranked (the title weighs more), visible now; the same rows counted by kind. The span is the one a
// page's versions have in the pages module (versions.ts, shownAt): from visibleFrom on, before visibleUntil.
const MATCHES = `
  FROM "SearchEntry" e, to_tsquery('pt_unaccent', $1) q
  WHERE e."document" @@ q AND (e."visibleFrom" IS NULL OR e."visibleFrom" <= $2) AND (e."visibleUntil" IS NULL OR $2 < e."visibleUntil")`

const COUNT_BY_KIND = {
  name: 'search-count-by-kind',
  text: `SELECT e."kind", count(*)::int AS "total" ${MATCHES} GROUP BY e."kind"`,
}

const TITLE_OPTIONS = `HighlightAll=true, StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}`
const SNIPPET_OPTIONS = `MaxFragments=2, MaxWords=28, MinWords=12, FragmentDelimiter=" … ", StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}`
/** The snippet is cut from the start of a long text: ts_headline reads every word it is given. */
const SNIPPET_SOURCE_CHARS = 4000

const PAGE = {
  name: 'search-page',
  text: `
    SELECT p."source", p."kind", p."ref", to_char(p."day", 'YYYY-MM-DD') AS "day",
      ts_headline('pt_unaccent', p."title", q, '${TITLE_OPTIONS}') AS "title",
      ts_headline('pt_unaccent', left(p."body", ${SNIPPET_SOURCE_CHARS}), q, '${SNIPPET_OPTIONS}') AS "snippet"
    FROM (
      SELECT e."source", e."kind", e."ref", e."day", e."title", e."body", ts_rank(e."document", q) AS "rank"
      ${MATCHES} AND ($3::text IS NULL OR e."kind" = $3)
      ORDER BY "rank" DESC, e."day" DESC NULLS LAST, e."source"
      LIMIT $4 OFFSET $5
    ) p, to_tsquery('pt_unaccent', $1) q
    ORDER BY p."rank" DESC, p."day" DESC NULLS LAST, p."source"`,
}

const PAGE_SOURCE_PREFIX = 'pagina:'
const pageSource = (page: PageEntry) => `${PAGE_SOURCE_PREFIX}${page.path}${page.scheduled ? '#agendada' : ''}`

export function searchQueries(pool: pg.Pool): SearchQueries {
  return {
    async nearestWords(terms) {
      const { rows } = await pool.query<{ term: string; word: string; display: string }>({ ...NEAREST_WORDS, values: [terms] })
      return new Map(rows.map((row) => [row.term, { word: row.word, display: row.display }]))
    },
    page: (query) =>
      inTransaction(pool, async (client) => {
        await client.query(`SET LOCAL statement_timeout = ${Math.round(query.timeoutMs)}`)
        const page = await client.query<SearchHitRow>({
          ...PAGE,
          values: [query.tsquery, query.now, query.kind, query.limit, query.offset],
        })
        const counts = await client.query<{ kind: string; total: number }>({ ...COUNT_BY_KIND, values: [query.tsquery, query.now] })
        return { rows: page.rows, counts: new Map(counts.rows.map((row) => [row.kind, row.total])) }
      }),
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

async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
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
