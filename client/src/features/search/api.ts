import { searchLink, type SearchAnswer, type SearchKind } from '@site/contracts'
import { apiRequest } from '../../lib/api-client'

/** One page of the site search's results (the page's address, asked of the API). */
export const searchSite = (query: string, kind: SearchKind | null, page: number, signal?: AbortSignal) =>
  apiRequest<SearchAnswer>(`/api${searchLink(query, kind, page)}`, { signal })
