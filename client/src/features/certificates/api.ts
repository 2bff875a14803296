import { messages, type Certificate, type PublicCertificate } from '@site/contracts'
import { ApiRequestError, apiRequest } from '../../lib/api-client'

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

export const listCertificates = (signal?: AbortSignal) =>
  apiRequest<Certificate[]>('/certificado', { auth: true, signal })

export const createCertificate = (body: CertificateBody) =>
  apiRequest<Certificate>('/certificado', { method: 'POST', body, auth: true })

export const updateCertificate = (codigo: string, body: CertificateBody) =>
  apiRequest<Certificate>(item(codigo), { method: 'PUT', body, auth: true })

export const deleteCertificate = (codigo: string) => apiRequest<void>(item(codigo), { method: 'DELETE', auth: true })

/** 'Erro ao cadastrar certificado: ' + the server's mensagem, or 'Erro interno' when it sent none. */
export function createFailureMessage(error: unknown): string {
  const fromServer =
    error instanceof ApiRequestError && error.status > 0 && error.message && error.message !== messages.common.unexpected
      ? error.message
      : messages.common.internalError
  return `${messages.certificates.createFailedPrefix}${fromServer}`
}

/** Case-insensitive search over nome, curso and codigo (accents count: 'José' is not 'Jose'). */
export function filterCertificates(items: readonly Certificate[], query: string): Certificate[] {
  const needle = query.trim().toLocaleLowerCase('pt-BR')
  if (!needle) return [...items]
  return items.filter((certificate) =>
    [certificate.nome, certificate.curso, certificate.codigo].some((value) =>
      value.toLocaleLowerCase('pt-BR').includes(needle),
    ),
  )
}
