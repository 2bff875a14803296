import { z } from 'zod'
import { messages } from './messages/index.ts'
import { PATHS } from './site-paths.ts'

/** What the site search finds, as the filter of /busca?tipo= names it. */
export const SEARCH_KINDS = ['pagina', 'noticia', 'curso', 'evento', 'equipe'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** The longest search accepted: a phrase or a few words, never a pasted text. */
export const MAX_SEARCH_LENGTH = 100
export const SEARCH_PAGE_SIZE = 10
export const MAX_SEARCH_PAGE = 50

/**
 * The pages the empty and the no-result states suggest: the ones visitors come for most (the validator, the
 * courses, the lecture cycle, the news, the academic documents, the contacts).
 */
export const POPULAR_PATHS = [
  PATHS.validator,
  PATHS.courses,
  PATHS.cycle,
  PATHS.news,
  PATHS.academicDocuments,
  PATHS.contacts,
] as const

export const searchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(MAX_SEARCH_LENGTH, messages.search.tooLong(MAX_SEARCH_LENGTH))
    .default(''),
  /** An unknown kind reads as "all", like a page number out of range reads as the first page. */
  tipo: z.enum(SEARCH_KINDS).optional().catch(undefined),
  pagina: z.coerce.number().int().min(1).max(MAX_SEARCH_PAGE).catch(1).default(1),
})
export type SearchQuery = z.infer<typeof searchQuerySchema>

/** A text in pieces, the words that matched the search marked: the client draws them as text, never as HTML. */
export const highlightedTextSchema = z.array(z.object({ texto: z.string(), destaque: z.boolean() }))
export type HighlightedText = z.infer<typeof highlightedTextSchema>

export const searchResultSchema = z.object({
  tipo: z.enum(SEARCH_KINDS),
  titulo: highlightedTextSchema,
  trecho: highlightedTextSchema,
  link: z.string(),
  /** The day of a news item or an event (YYYY-MM-DD), when it has one. */
  data: z.string().nullable(),
})
export type SearchResult = z.infer<typeof searchResultSchema>

export const searchAnswerSchema = z.object({
  consulta: z.string(),
  tipo: z.enum(SEARCH_KINDS).nullable(),
  /** The search with each unknown word replaced by the nearest word of the site, when that finds something. */
  sugestao: z.string().nullable(),
  resultados: z.array(searchResultSchema),
  /** How many results of each kind the search has in all, whatever the filter. */
  porTipo: z.object(Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, z.number().int()])) as Record<SearchKind, z.ZodNumber>),
  total: z.number().int(),
  pagina: z.number().int(),
  totalPaginas: z.number().int(),
})
export type SearchAnswer = z.infer<typeof searchAnswerSchema>

/** The address of a search, as the page's links and the "did you mean" write it. */
export function searchLink(query: string, kind?: SearchKind | null, page = 1): string {
  const params = new URLSearchParams({ q: query })
  if (kind) params.set('tipo', kind)
  if (page > 1) params.set('pagina', String(page))
  return `${PATHS.search}?${params}`
}
