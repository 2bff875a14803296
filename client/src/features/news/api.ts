import type { AdminNews, AdminNewsSummary, ContentRevision, NewsArticle, NewsInput, NewsPage, TrashItem } from '@site/contracts'
import { apiRequest } from '../../lib/api-client'

// The public side: published news only.

export const fetchNewsPage = (page: number, signal?: AbortSignal) =>
  apiRequest<NewsPage>(`/api/noticias?pagina=${page}`, { signal })

/** An old slug is redirected by the server: the article's own `slug` then differs from the one asked for. */
export const fetchNewsArticle = (slug: string, signal?: AbortSignal) =>
  apiRequest<NewsArticle>(`/api/noticias/${encodeURIComponent(slug)}`, { signal })

// The staff's side.

const ADMIN = '/api/admin/noticias'
const item = (id: number) => `${ADMIN}/${id}`

export const listNewsForStaff = (signal?: AbortSignal) => apiRequest<AdminNewsSummary[]>(ADMIN, { auth: true, signal })
export const fetchNewsForStaff = (id: number, signal?: AbortSignal) => apiRequest<AdminNews>(item(id), { auth: true, signal })
export const createNews = (body: NewsInput) => apiRequest<AdminNews>(ADMIN, { method: 'POST', body, auth: true })
export const updateNews = (id: number, body: NewsInput) => apiRequest<AdminNews>(item(id), { method: 'PUT', body, auth: true })
export const trashNews = (id: number) => apiRequest<void>(item(id), { method: 'DELETE', auth: true })

export const listNewsRevisions = (id: number, signal?: AbortSignal) =>
  apiRequest<ContentRevision[]>(`${item(id)}/revisoes`, { auth: true, signal })
export const restoreNewsRevision = (id: number, revisionId: number) =>
  apiRequest<AdminNews>(`${item(id)}/revisoes/${revisionId}/restaurar`, { method: 'POST', auth: true })

export const listNewsTrash = (signal?: AbortSignal) => apiRequest<TrashItem[]>('/api/admin/lixeira/noticias', { auth: true, signal })
export const restoreNewsFromTrash = (id: number) =>
  apiRequest<void>(`/api/admin/lixeira/noticias/${id}/restaurar`, { method: 'POST', auth: true })
