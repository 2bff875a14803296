import type { Registration, RegistrationInput, StaffRegistrationInput } from '@site/contracts'
import { apiRequest } from '../../lib/api-client'

export type RegistrationBody = Required<RegistrationInput>

export const listRegistrations = (signal?: AbortSignal) =>
  apiRequest<Registration[]>('/listaInscritos', { auth: true, signal })

/** Event titles for the filter and the dialogs (GET /eventos is an admin call too). */
export const listEventTitles = async (signal?: AbortSignal): Promise<string[]> => {
  const { Eventos } = await apiRequest<{ Eventos: { titulo: string }[] }>('/eventos', { auth: true, signal })
  return Eventos.map((event) => event.titulo)
}

/** 'Adicionar Inscritos': the staff's own call, which also takes past or inactive events and mails only when asked. */
export const createRegistration = (body: Required<StaffRegistrationInput>) =>
  apiRequest<Registration>('/lista/adicionar', { method: 'POST', body, auth: true })

export const updateRegistration = (id: number, body: RegistrationBody) =>
  apiRequest<Registration>(`/lista/editar/${id}`, { method: 'PUT', body, auth: true })

export const deleteRegistration = (id: number) =>
  apiRequest<void>(`/lista/editar/${id}`, { method: 'DELETE', auth: true })
