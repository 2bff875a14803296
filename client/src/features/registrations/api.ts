import type { Registration, RegistrationInput } from '@site/contracts'
import { apiRequest } from '../../lib/api-client'

export type RegistrationBody = Required<RegistrationInput>

export const listRegistrations = (signal?: AbortSignal) =>
  apiRequest<Registration[]>('/listaInscritos', { auth: true, signal })

/** Event titles for the filter and the dialogs (GET /eventos is an admin call too). */
export const listEventTitles = async (signal?: AbortSignal): Promise<string[]> => {
  const { Eventos } = await apiRequest<{ Eventos: { titulo: string }[] }>('/eventos', { auth: true, signal })
  return Eventos.map((event) => event.titulo)
}

/** 'Adicionar Inscritos' uses the public registration call, exactly as a visitor would. */
export const createRegistration = (body: RegistrationBody) =>
  apiRequest<Registration>('/inscrever', { method: 'POST', body })

export const updateRegistration = (id: number, body: RegistrationBody) =>
  apiRequest<Registration>(`/lista/editar/${id}`, { method: 'PUT', body, auth: true })

export const deleteRegistration = (id: number) =>
  apiRequest<void>(`/lista/editar/${id}`, { method: 'DELETE', auth: true })
