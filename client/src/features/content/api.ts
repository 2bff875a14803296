import type { ContactSettings, ContactSettingsInput, ContentInputOf, ContentItemOf, ContentKind } from '@site/contracts'
import { apiRequest } from '../../lib/api-client'

const base = (kind: ContentKind) => `/conteudo/${kind}`

/** A kind's items in the site's order (public). */
export const listContent = <K extends ContentKind>(kind: K, signal?: AbortSignal) =>
  apiRequest<ContentItemOf<K>[]>(base(kind), { signal })

export const createContent = <K extends ContentKind>(kind: K, body: ContentInputOf<K>) =>
  apiRequest<ContentItemOf<K>>(base(kind), { method: 'POST', body, auth: true })

export const updateContent = <K extends ContentKind>(kind: K, id: number, body: ContentInputOf<K>) =>
  apiRequest<ContentItemOf<K>>(`${base(kind)}/${id}`, { method: 'PUT', body, auth: true })

export const moveContent = (kind: ContentKind, id: number, direcao: 'acima' | 'abaixo') =>
  apiRequest<unknown>(`${base(kind)}/${id}/posicao`, { method: 'PUT', body: { direcao }, auth: true })

export const deleteContent = (kind: ContentKind, id: number) =>
  apiRequest<void>(`${base(kind)}/${id}`, { method: 'DELETE', auth: true })

export const saveContactSettings = (body: ContactSettingsInput) =>
  apiRequest<ContactSettings>('/configuracoes/contatos', { method: 'PUT', body, auth: true })

// Loaders with a stable identity, as useRemoteData wants.
export const loadTeam = (signal: AbortSignal) => listContent('equipe', signal)
export const loadPartners = (signal: AbortSignal) => listContent('parceiros', signal)
export const loadOfferings = (signal: AbortSignal) => listContent('turmas', signal)
export const loadCalendar = (signal: AbortSignal) => listContent('calendario', signal)
