import type { Attendee, CertificatesIssued, Event, EventAttendance } from '@site/contracts'
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

export const createEvent = (body: EventBody) => apiRequest<Event>('/eventos', { method: 'POST', body, auth: true })

/** The edit dialog saves the fields, then the active flag (which may deactivate the project's other events). */
export async function updateEvent(id: number, body: EventBody, ativa: boolean): Promise<void> {
  await apiRequest<Event>(`/eventos/${id}`, { method: 'PUT', body, auth: true })
  await apiRequest<unknown>('/eventos', {
    method: 'PUT',
    body: { titulo: body.titulo, projeto: body.projeto, ativa },
    auth: true,
  })
}

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
