import { REPLY_FILE_FIELD, type InboxDetail, type InboxPage, type InboxSummary, type SubmissionStatus } from '@site/contracts'
import { apiBlob, apiRequest, apiUpload } from '../../lib/api-client'

/** The two inboxes: "Candidaturas" (volunteer applications) and "Requerimentos" (document requests). */
export type InboxKind = 'volunteer' | 'documentRequest'

const ROOTS: Record<InboxKind, string> = { volunteer: '/caixa/candidaturas', documentRequest: '/caixa/requerimentos' }

/** Search, filters, order and page, as the list's query string (blank values are left out). */
export type InboxQuery = Record<string, string>

const queryString = (query: InboxQuery) => {
  const params = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== ''))
  const text = params.toString()
  return text ? `?${text}` : ''
}

export const listInbox = (kind: InboxKind, query: InboxQuery, signal?: AbortSignal) =>
  apiRequest<InboxPage>(`${ROOTS[kind]}${queryString(query)}`, { auth: true, signal })

export const fetchInboxDetail = (kind: InboxKind, id: number, signal?: AbortSignal) =>
  apiRequest<InboxDetail>(`${ROOTS[kind]}/${id}`, { auth: true, signal })

/** `deStatus`: the status the screen showed, so a change chosen on an outdated screen is refused (409). */
export const changeInboxStatus = (kind: InboxKind, id: number, status: SubmissionStatus, deStatus: SubmissionStatus) =>
  apiRequest<void>(`${ROOTS[kind]}/${id}/status`, { method: 'PUT', body: { status, deStatus }, auth: true })

/** "Responder ao requerente": the text, and the optional attachment (the issued document), sent by e-mail. */
export function replyToRequester(kind: InboxKind, id: number, mensagem: string, anexo: File | null) {
  const form = new FormData()
  form.set('mensagem', mensagem)
  if (anexo) form.set(REPLY_FILE_FIELD, anexo)
  return apiUpload<void>(`${ROOTS[kind]}/${id}/respostas`, form, undefined, { auth: true })
}

export const addInboxNote = (kind: InboxKind, id: number, texto: string) =>
  apiRequest<void>(`${ROOTS[kind]}/${id}/notas`, { method: 'POST', body: { texto }, auth: true })

export const erasePersonalData = (kind: InboxKind, id: number) =>
  apiRequest<void>(`${ROOTS[kind]}/${id}/dados-pessoais`, { method: 'DELETE', auth: true })

/** A stored file's bytes; `uso` tells the audit whether staff previewed or downloaded it. */
export const fetchInboxFile = (kind: InboxKind, id: number, fileId: number, uso: 'visualizar' | 'baixar') =>
  apiBlob(`${ROOTS[kind]}/${id}/arquivos/${fileId}?uso=${uso}`)

export const fetchInboxSummary = (signal?: AbortSignal) => apiRequest<InboxSummary>('/caixa/resumo', { auth: true, signal })
