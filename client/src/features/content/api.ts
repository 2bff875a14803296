import type {
  CalendarEntry,
  ContactSettings,
  ContactSettingsInput,
  ContentInputOf,
  ContentItemOf,
  ContentKind,
  ContentRevision,
  MoveDirection,
  TrashItem,
} from '@site/contracts'
import { apiRequest } from '../../lib/api-client'

const base = (kind: ContentKind) => `/conteudo/${kind}`

/** A kind's items in the site's order (public). */
export const listContent = <K extends ContentKind>(kind: K, signal?: AbortSignal) =>
  apiRequest<ContentItemOf<K>[]>(base(kind), { signal })

export const createContent = <K extends ContentKind>(kind: K, body: ContentInputOf<K>) =>
  apiRequest<ContentItemOf<K>>(base(kind), { method: 'POST', body, auth: true })

export const updateContent = <K extends ContentKind>(kind: K, id: number, body: ContentInputOf<K>) =>
  apiRequest<ContentItemOf<K>>(`${base(kind)}/${id}`, { method: 'PUT', body, auth: true })

export const moveContent = (kind: ContentKind, id: number, direcao: MoveDirection) =>
  apiRequest<unknown>(`${base(kind)}/${id}/posicao`, { method: 'PUT', body: { direcao }, auth: true })

export const deleteContent = (kind: ContentKind, id: number) =>
  apiRequest<void>(`${base(kind)}/${id}`, { method: 'DELETE', auth: true })

export const listContentRevisions = (kind: ContentKind, id: number, signal?: AbortSignal) =>
  apiRequest<ContentRevision[]>(`${base(kind)}/${id}/revisoes`, { auth: true, signal })

export const restoreContentRevision = (kind: ContentKind, id: number, revisionId: number) =>
  apiRequest<unknown>(`${base(kind)}/${id}/revisoes/${revisionId}/restaurar`, { method: 'POST', auth: true })

export const listContentTrash = (kind: ContentKind, signal?: AbortSignal) =>
  apiRequest<TrashItem[]>(`${base(kind)}/lixeira`, { auth: true, signal })

export const restoreContentFromTrash = (kind: ContentKind, id: number) =>
  apiRequest<void>(`${base(kind)}/lixeira/${id}/restaurar`, { method: 'POST', auth: true })

export const saveContactSettings = (body: ContactSettingsInput) =>
  apiRequest<ContactSettings>('/configuracoes/contatos', { method: 'PUT', body, auth: true })

// The public lists the site's pages show (usePageData).
export const loadTeam = (signal?: AbortSignal) => listContent('equipe', signal)
export const loadPartners = (signal?: AbortSignal) => listContent('parceiros', signal)
export const loadOfferings = (signal?: AbortSignal) => listContent('turmas', signal)
/** The foundation's agenda from today on, by date (GET /agenda): what the calendar page shows. */
export const loadUpcomingAgenda = (signal?: AbortSignal) => apiRequest<CalendarEntry[]>('/agenda', { signal })
