import { LECTURE_CYCLE_PROJECT, type ActiveEvent, type RegistrationInput, type SubmissionAccepted, type WaitlistJoined } from '@site/contracts'
import { ApiRequestError, apiRequest } from '../../lib/api-client'

/** POST /eventos/ativa: the cycle's active event, or null when there is none (the server answers 404). */
export async function fetchActiveEvent(signal?: AbortSignal): Promise<ActiveEvent | null> {
  try {
    const { consulta } = await apiRequest<{ consulta: ActiveEvent }>('/eventos/ativa', {
      method: 'POST',
      body: { projeto: LECTURE_CYCLE_PROJECT },
      signal,
    })
    return consulta
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null
    throw error
  }
}

/** POST /inscrever. Rejects with ApiRequestError (400 with issues, 404, 409 duplicate...). */
export function registerForEvent(input: RegistrationInput): Promise<SubmissionAccepted> {
  return apiRequest<SubmissionAccepted>('/inscrever', { method: 'POST', body: input })
}

/** POST /inscricoes/espera, for a full event. Rejects with ApiRequestError (409: places left, already waiting...). */
export function joinWaitlist(input: RegistrationInput): Promise<WaitlistJoined> {
  return apiRequest<WaitlistJoined>('/inscricoes/espera', { method: 'POST', body: input })
}
