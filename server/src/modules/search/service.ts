import {
  COURSE_PAGES,
  messages,
  newsLink,
  PATHS,
  searchAnswerSchema,
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE,
  type HighlightedText,
  type SearchAnswer,
  type SearchKind,
  type SearchQuery,
  type SearchResult,
} from '@site/contracts'
import type { Queries } from '../../db/queries/index.ts'
import { HIGHLIGHT_END, HIGHLIGHT_START, type IndexState, type SearchHitRow } from '../../db/queries/search.ts'
import { z } from 'zod'
import { AppError } from '../../errors.ts'
import { AnswerCache, commonState } from './cache.ts'

/** Words of a search beyond these are ignored: a search is a few words. */
const MAX_TERMS = 8
const MAX_TERM_LENGTH = 40
/** PostgreSQL gives up on one search after this long (the site answers 503 rather than queue visitors behind it). */
const SEARCH_TIMEOUT_MS = 2_000
const STATEMENT_TIMEOUT = '57014'
/** Answers kept in memory: each is at most a page of results (SEARCH_PAGE_SIZE) with their counts. */
const CACHED_ANSWERS = 500

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

async function findPage(queries: Queries, terms: string[], query: SearchQuery, now: Date): Promise<Found & { state: IndexState }> {
  try {
    const { rows, counts, state } = await queries.search.page({
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
      state,
    }
  } catch (error) {
    if ((error as { code?: string }).code === STATEMENT_TIMEOUT) throw new AppError(503, messages.common.serviceUnavailable)
    throw error
  }
}

/**
 * The search with each word the site does not have replaced by its nearest word (by trigrams), written as the site
 * writes it ("inclusao digitl" → "inclusão digital"), null when no word changes; and the index's version it read.
 */
async function corrected(queries: Queries, terms: string[]): Promise<{ correction: { terms: string[]; text: string } | null; state: IndexState }> {
  const nearest = await queries.search.nearestWords(terms)
  const state = { version: nearest.version, from: null, until: null }
  const words = terms.map((term) => nearest.words.get(term) ?? { word: term, display: term })
  if (words.every((word, index) => word.word === terms[index])) return { correction: null, state }
  return {
    correction: { terms: words.map((word) => word.word), text: words.map((word) => word.display.toLocaleLowerCase('pt-BR')).join(' ') },
    state,
  }
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

interface Outcome {
  found: Found
  suggestion: string | null
}

/**
 * A search that finds nothing is tried again with its unknown words corrected: when that finds something, those are
 * the results, and the corrected search is the suggestion. With the state of the index it was read under (null when it
 * changed in between).
 */
async function find(queries: Queries, terms: string[], query: SearchQuery, now: Date): Promise<Outcome & { state: IndexState | null }> {
  const found = await findPage(queries, terms, query, now)
  if (total(found.counts) > 0) return { found, suggestion: null, state: found.state }
  const { correction, state } = await corrected(queries, terms)
  if (!correction) return { found, suggestion: null, state: commonState([found.state, state]) }
  const again = await findPage(queries, correction.terms, query, now)
  const read = commonState([found.state, state, again.state])
  return total(again.counts) > 0 ? { found: again, suggestion: correction.text, state: read } : { found, suggestion: null, state: read }
}

/**
 * An answer as the route's schema writes it (searchAnswerSchema, checked here), without its first field, the search as
 * typed: the part a kept answer sends again for every spelling of the same words.
 */
function answerJson(query: SearchQuery, outcome: Outcome): string {
  const { consulta: _typed, ...rest } = z.encode(searchAnswerSchema, answer(query, outcome.found, outcome.suggestion))
  return JSON.stringify(rest)
}

export type SearchCache = AnswerCache<string>

export const createSearchCache = (): SearchCache => new AnswerCache<string>(CACHED_ANSWERS)

/** The answer as JSON without its first field: kept in `cache` while the index has not changed, else read. */
async function keptOrRead(queries: Queries, cache: SearchCache, terms: string[], query: SearchQuery, now: Date): Promise<string> {
  const key = `${terms.join(' ')}|${query.tipo ?? ''}|${query.pagina}`
  const kept = cache.get(key, await queries.search.version(), now)
  if (kept !== undefined) return kept
  const { state, ...outcome } = await find(queries, terms, query, now)
  const json = answerJson(query, outcome)
  if (state) cache.set(key, json, state)
  return json
}

/**
 * One page of results, best first (see `find`), as JSON. An answer read before is given again from `cache` while the
 * index has not changed since, by one read of its version, whichever server changed it.
 */
export async function searchSiteJson(queries: Queries, cache: SearchCache, query: SearchQuery, now: Date): Promise<string> {
  const terms = searchTerms(query.q)
  const json = terms.length === 0 ? answerJson(query, { found: NOTHING, suggestion: null }) : await keptOrRead(queries, cache, terms, query, now)
  return `{"consulta":${JSON.stringify(query.q)},${json.slice(1)}`
}
