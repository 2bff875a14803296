import type { Attendee, CertificatesIssued, Event, EventAttendance, WaitlistEntry } from '@site/contracts'
import { apiRequest } from '../../lib/api-client'

/** The form's values: Carga horária and Vagas are optional (blank means not set). */
export interface EventBody {
  titulo: string
  local: string
  data: string
  horario: string
  palestrante: string
  projeto: string
  subTitulo: string
  foto: string
  cargaHoraria: string
  vagas: string
}

export const listEvents = async (signal?: AbortSignal): Promise<Event[]> =>
  (await apiRequest<{ Eventos: Event[] }>('/eventos', { auth: true, signal })).Eventos

/** Sets the active flag of the event with this title and project (activating deactivates the project's others). */
const setActive = (body: EventBody, ativa: boolean) =>
  apiRequest<unknown>('/eventos', { method: 'PUT', body: { titulo: body.titulo, projeto: body.projeto, ativa }, auth: true })

/** The create dialog saves the fields (a new event starts inactive), then activates it when asked. */
export async function createEvent(body: EventBody, ativa: boolean): Promise<void> {
  await apiRequest<Event>('/eventos', { method: 'POST', body, auth: true })
  if (ativa) await setActive(body, true)
}

/** The edit dialog saves the fields, then the active flag (which may deactivate the project's other events). */
export async function updateEvent(id: number, body: EventBody, ativa: boolean): Promise<void> {
  await apiRequest<Event>(`/eventos/${id}`, { method: 'PUT', body, auth: true })
  await setActive(body, ativa)
}

/** An event's waiting list, in order of arrival. */
export const fetchWaitlist = (id: number, signal?: AbortSignal) => apiRequest<WaitlistEntry[]>(`/eventos/${id}/espera`, { auth: true, signal })

export const deleteEvent = (id: number) => apiRequest<void>(`/eventos/${id}`, { method: 'DELETE', auth: true })

/** The event and its registrations, alphabetical: the attendance list. */
export const fetchAttendance = (id: number, signal?: AbortSignal) =>
  apiRequest<EventAttendance>(`/eventos/${id}/inscricoes`, { auth: true, signal })

export const setAttendance = (id: number, inscricaoId: number, presente: boolean) =>
  apiRequest<Attendee>(`/eventos/${id}/inscricoes/${inscricaoId}/presenca`, { method: 'PUT', body: { presente }, auth: true })

export const issueCertificates = (id: number) =>
  apiRequest<CertificatesIssued>(`/eventos/${id}/certificados`, { method: 'POST', auth: true })

/** Case-insensitive filter over título, palestrante and projeto. */
export function filterEvents(items: readonly Event[], query: string): Event[] {
  const needle = query.trim().toLocaleLowerCase('pt-BR')
  if (!needle) return [...items]
  return items.filter((event) =>
    [event.titulo, event.palestrante, event.projeto].some((value) =>
      (value ?? '').toLocaleLowerCase('pt-BR').includes(needle),
    ),
  )
}
