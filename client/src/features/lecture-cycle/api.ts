import { LECTURE_CYCLE_PROJECT, type Event, type RegistrationInput } from '@site/contracts'
import { apiRequest } from '../../lib/api-client'

/** POST /eventos/ativa: the cycle's active event. Rejects with status 404 when there is none. */
export async function fetchActiveEvent(signal?: AbortSignal): Promise<Event> {
  const { consulta } = await apiRequest<{ consulta: Event }>('/eventos/ativa', {
    method: 'POST',
    body: { projeto: LECTURE_CYCLE_PROJECT },
    signal,
  })
  return consulta
}

/** POST /inscrever. Rejects with ApiRequestError (400 with issues, 404, 409 duplicate...). */
export function registerForEvent(input: RegistrationInput): Promise<{ mensagem: string }> {
  return apiRequest<{ mensagem: string }>('/inscrever', { method: 'POST', body: input })
}
