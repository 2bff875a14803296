import {
  messages,
  type Certificate,
  type CertificateImportPreview,
  type CertificateListQuery,
  type CertificatePage,
  type CertificateRevision,
  type PublicCertificate,
} from '@site/contracts'
import { ApiRequestError, apiDownload, apiRequest } from '../../lib/api-client'
import { saveFile } from '../../lib/download'

export interface CertificateBody {
  nome: string
  curso: string
  horas: number | string
  codigo: string
  link: string
}

const item = (codigo: string) => `/certificado/${encodeURIComponent(codigo)}`

// The public side: anyone checks a code (the validator page).

/** GET /certificado/:codigo. Rejects (ApiRequestError) when the code is unknown or the call fails. */
export function fetchCertificate(codigo: string, signal?: AbortSignal): Promise<PublicCertificate> {
  return apiRequest<PublicCertificate>(item(codigo.trim()), { signal })
}

// The admin side: staff manage the certificates with their token.

export const createCertificate = (body: CertificateBody) =>
  apiRequest<Certificate>('/certificado', { method: 'POST', body, auth: true })

export const updateCertificate = (codigo: string, body: CertificateBody) =>
  apiRequest<Certificate>(item(codigo), { method: 'PUT', body, auth: true })

/** 'Erro ao cadastrar certificado: ' + the server's mensagem, or 'Erro interno' when it sent none. */
export const createFailureMessage = (error: unknown): string =>
  `${messages.certificates.createFailedPrefix}${failureMessage(error, messages.common.internalError)}`

const listQuery = (query: CertificateListQuery) =>
  new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString()

/** GET /certificados: one page, searched and sorted by the server. */
export const pageCertificates = (query: CertificateListQuery, signal?: AbortSignal) =>
  apiRequest<CertificatePage>(`/certificados?${listQuery(query)}`, { auth: true, signal })

/** Downloads the CSV of every certificate the search finds, in the list's order. */
export async function exportCertificates(query: CertificateListQuery): Promise<void> {
  const { blob, fileName } = await apiDownload(`/certificados/exportacao?${listQuery(query)}`, { auth: true })
  saveFile(blob, fileName)
}

export const previewImport = (file: Blob) =>
  apiRequest<CertificateImportPreview>('/certificados/importacao/previa', { method: 'POST', body: file, auth: true })

export const importCertificates = (file: Blob) =>
  apiRequest<{ importados: number }>('/certificados/importacao', { method: 'POST', body: file, auth: true })

export const revokeCertificate = (codigo: string, motivo: string) =>
  apiRequest<Certificate>(`/certificados/${encodeURIComponent(codigo)}/revogacao`, {
    method: 'POST',
    body: { motivo },
    auth: true,
  })

export const certificateHistory = (codigo: string, signal?: AbortSignal) =>
  apiRequest<CertificateRevision[]>(`/certificados/${encodeURIComponent(codigo)}/historico`, { auth: true, signal })

/** The server's message of a failed call, or `fallback` when it sent none. */
export const failureMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiRequestError && error.status > 0 && error.message && error.message !== messages.common.unexpected
    ? error.message
    : fallback
