import {
  COURSE_PAGES,
  messages,
  newsLink,
  PATHS,
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE,
  type HighlightedText,
  type SearchAnswer,
  type SearchKind,
  type SearchQuery,
  type SearchResult,
} from '@site/contracts'
import type { Queries } from '../../db/queries/index.ts'
import { HIGHLIGHT_END, HIGHLIGHT_START, type SearchHitRow } from '../../db/queries/search.ts'
import { AppError } from '../../errors.ts'

/** Words of a search beyond these are ignored: a search is a few words. */
const MAX_TERMS = 8
const MAX_TERM_LENGTH = 40
/** PostgreSQL gives up on one search after this long (the site answers 503 rather than queue visitors behind it). */
const SEARCH_TIMEOUT_MS = 2_000
const STATEMENT_TIMEOUT = '57014'

/** The words of a search as the index reads them: no accents, lower case, letters and digits only. */
export function searchTerms(query: string): string[] {
  const words = query
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
    .map((word) => word.slice(0, MAX_TERM_LENGTH))
  return [...new Set(words)].slice(0, MAX_TERMS)
}

/** Every word must match, each also as the start of a longer word ("inclus" finds "inclusão"). */
const tsqueryOf = (terms: string[]) => terms.map((term) => `${term}:*`).join(' & ')

/** A text from ts_headline, its marked words flagged: the client draws each piece as text. */
export function highlighted(text: string): HighlightedText {
  const pieces: HighlightedText = []
  let marked = false
  for (const part of text.split(new RegExp(`([${HIGHLIGHT_START}${HIGHLIGHT_END}])`))) {
    if (part === HIGHLIGHT_START || part === HIGHLIGHT_END) marked = part === HIGHLIGHT_START
    else if (part !== '') pieces.push({ texto: part, destaque: marked })
  }
  return pieces
}

const isPageEntry = (row: SearchHitRow) => row.source.startsWith('pagina:')

function linkOf(row: SearchHitRow): string {
  if (isPageEntry(row)) return row.ref
  switch (row.kind as SearchKind) {
    case 'noticia':
      return newsLink(row.ref)
    case 'curso':
      return `${PATHS.courses}/${row.ref}`
    case 'equipe':
      return PATHS.team
    default:
      return PATHS.calendar
  }
}

/** A course offering is named by its course, then its class ("Redação Oficial – Turma 2026/1"). */
function titleOf(row: SearchHitRow): HighlightedText {
  const title = highlighted(row.title)
  const course = !isPageEntry(row) && row.kind === 'curso' ? COURSE_PAGES[row.ref as keyof typeof COURSE_PAGES] : undefined
  return course ? [{ texto: `${course} – `, destaque: false }, ...title] : title
}

const toResult = (row: SearchHitRow): SearchResult => ({
  tipo: row.kind as SearchKind,
  titulo: titleOf(row),
  trecho: highlighted(row.snippet),
  link: linkOf(row),
  data: row.day,
})

interface Found {
  results: SearchResult[]
  counts: Record<SearchKind, number>
}

async function findPage(queries: Queries, terms: string[], query: SearchQuery, now: Date): Promise<Found> {
  try {
    const { rows, counts } = await queries.search.page({
      tsquery: tsqueryOf(terms),
      kind: query.tipo ?? null,
      now,
      limit: SEARCH_PAGE_SIZE,
      offset: (query.pagina - 1) * SEARCH_PAGE_SIZE,
      timeoutMs: SEARCH_TIMEOUT_MS,
    })
    return {
      results: rows.map(toResult),
      counts: Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, counts.get(kind) ?? 0])) as Record<SearchKind, number>,
    }
  } catch (error) {
    if ((error as { code?: string }).code === STATEMENT_TIMEOUT) throw new AppError(503, messages.common.serviceUnavailable)
    throw error
  }
}

/**
 * The search with each word the site does not have replaced by its nearest word (by trigrams), written as the site
 * writes it ("inclusao digitl" → "inclusão digital"); null when no word changes.
 */
async function corrected(queries: Queries, terms: string[]): Promise<{ terms: string[]; text: string } | null> {
  const nearest = await queries.search.nearestWords(terms)
  const words = terms.map((term) => nearest.get(term) ?? { word: term, display: term })
  if (words.every((word, index) => word.word === terms[index])) return null
  return { terms: words.map((word) => word.word), text: words.map((word) => word.display.toLocaleLowerCase('pt-BR')).join(' ') }
}

const total = (counts: Record<SearchKind, number>) => SEARCH_KINDS.reduce((sum, kind) => sum + counts[kind], 0)

function answer(query: SearchQuery, found: Found, suggestion: string | null): SearchAnswer {
  const shown = query.tipo ? found.counts[query.tipo] : total(found.counts)
  return {
    consulta: query.q,
    tipo: query.tipo ?? null,
    sugestao: suggestion,
    resultados: found.results,
    porTipo: found.counts,
    total: shown,
    pagina: query.pagina,
    totalPaginas: Math.ceil(shown / SEARCH_PAGE_SIZE),
  }
}

const NOTHING: Found = { results: [], counts: Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, 0])) as Record<SearchKind, number> }

/**
 * One page of results, best first. A search that finds nothing is tried again with its unknown words corrected:
 * when that finds something, those are the results, and the corrected search is the suggestion.
 */
export async function searchSite(queries: Queries, query: SearchQuery, now: Date): Promise<SearchAnswer> {
  const terms = searchTerms(query.q)
  if (terms.length === 0) return answer(query, NOTHING, null)
  const found = await findPage(queries, terms, query, now)
  if (total(found.counts) > 0) return answer(query, found, null)
  const correction = await corrected(queries, terms)
  if (!correction) return answer(query, found, null)
  const again = await findPage(queries, correction.terms, query, now)
  return total(again.counts) > 0 ? answer(query, again, correction.text) : answer(query, found, null)
}
