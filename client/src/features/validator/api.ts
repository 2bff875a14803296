import type { PublicCertificate } from '@site/contracts'
import { apiRequest } from '../../lib/api-client'

/** GET /certificado/:codigo. Rejects (ApiRequestError) when the code is unknown or the call fails. */
export function fetchCertificate(codigo: string, signal?: AbortSignal): Promise<PublicCertificate> {
  return apiRequest<PublicCertificate>(`/certificado/${encodeURIComponent(codigo.trim())}`, { signal })
}
