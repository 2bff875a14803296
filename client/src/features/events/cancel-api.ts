import type { RegistrationCancelDetails } from '@site/contracts'
import { apiRequest } from '../../lib/api-client'

/** GET /inscricoes/cancelamento: the event a cancel link names. Rejects with ApiRequestError (400, 409, 410). */
export function fetchCancellation(token: string, signal?: AbortSignal): Promise<RegistrationCancelDetails> {
  return apiRequest<RegistrationCancelDetails>(`/inscricoes/cancelamento?token=${encodeURIComponent(token)}`, { signal })
}

/** POST /inscricoes/cancelamento: cancels the registration. Rejects with ApiRequestError (400, 409, 410). */
export function confirmCancellation(token: string): Promise<{ mensagem: string }> {
  return apiRequest<{ mensagem: string }>('/inscricoes/cancelamento', { method: 'POST', body: { token } })
}
