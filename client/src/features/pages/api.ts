import type { AdminMenu, AdminPage, AdminPageSummary, ContentRevision, MenuInput, NewPageInput, PageDraftInput, TrashItem } from '@site/contracts'
import { apiRequest } from '../../lib/api-client'

// The staff's pages and menu (decision 45); visitors read them through the public API.

const ADMIN = '/api/admin/paginas'
const item = (id: number) => `${ADMIN}/${id}`
/** Unpublishing or deleting a page the menu links to is refused (409, saying where) until confirmed. */
const confirmed = (confirm: boolean) => (confirm ? '?confirmar=sim' : '')

export const listPages = (signal?: AbortSignal) => apiRequest<AdminPageSummary[]>(ADMIN, { auth: true, signal })
export const fetchPage = (id: number, signal?: AbortSignal) => apiRequest<AdminPage>(item(id), { auth: true, signal })
export const createPage = (body: NewPageInput) => apiRequest<AdminPage>(ADMIN, { method: 'POST', body, auth: true })
export const saveDraft = (id: number, body: PageDraftInput) => apiRequest<AdminPage>(item(id), { method: 'PUT', body, auth: true })
/** Publishes the saved draft now, or at `publicarEm` (an ISO moment). */
export const publishPage = (id: number, publicarEm?: string) =>
  apiRequest<AdminPage>(`${item(id)}/publicar`, { method: 'POST', body: publicarEm ? { publicarEm } : {}, auth: true })
export const unpublishPage = (id: number, confirm: boolean) =>
  apiRequest<AdminPage>(`${item(id)}/despublicar${confirmed(confirm)}`, { method: 'POST', auth: true })
export const trashPage = (id: number, confirm: boolean) => apiRequest<void>(`${item(id)}${confirmed(confirm)}`, { method: 'DELETE', auth: true })

export const listPageRevisions = (id: number, signal?: AbortSignal) =>
  apiRequest<ContentRevision[]>(`${item(id)}/revisoes`, { auth: true, signal })
export const restorePageRevision = (id: number, revisionId: number) =>
  apiRequest<AdminPage>(`${item(id)}/revisoes/${revisionId}/restaurar`, { method: 'POST', auth: true })

export const listPagesTrash = (signal?: AbortSignal) => apiRequest<TrashItem[]>('/api/admin/lixeira/paginas', { auth: true, signal })
export const restorePageFromTrash = (id: number) =>
  apiRequest<void>(`/api/admin/lixeira/paginas/${id}/restaurar`, { method: 'POST', auth: true })

export const fetchMenu = (signal?: AbortSignal) => apiRequest<AdminMenu>('/api/admin/menu', { auth: true, signal })
export const saveMenu = (body: MenuInput) => apiRequest<AdminMenu>('/api/admin/menu', { method: 'PUT', body, auth: true })
