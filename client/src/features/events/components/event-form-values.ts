import { EVENT_PROJECTS, type Event } from '@site/contracts'
import { ApiRequestError } from '../../../lib/api-client'
import type { EventBody } from '../api'

export type FieldName = keyof EventBody
export type FieldErrors = Partial<Record<FieldName, string>>

const EMPTY: EventBody = {
  titulo: '',
  local: '',
  data: '',
  horario: '',
  palestrante: '',
  projeto: '',
  subTitulo: '',
  foto: '',
  cargaHoraria: '',
  vagas: '',
}
export const FIELD_ORDER = Object.keys(EMPTY) as FieldName[]

const optionalNumber = (value: number | null) => (value === null ? '' : String(value))

/** The form's values for an event, or blank ones for a new event. */
export const toBody = (event?: Event): EventBody =>
  event
    ? {
        titulo: event.titulo,
        local: event.local,
        data: event.data.slice(0, 10),
        horario: event.horario.slice(0, 5),
        palestrante: event.palestrante,
        projeto: event.projeto,
        subTitulo: event.subTitulo,
        foto: event.foto,
        cargaHoraria: optionalNumber(event.cargaHoraria),
        vagas: optionalNumber(event.vagas),
      }
    : EMPTY

/** The server's 400 names the fields it refused; those of this form, with their messages. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return {}
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    if (FIELD_ORDER.includes(issue.campo as FieldName)) errors[issue.campo as FieldName] ??= issue.mensagem
  }
  return errors
}

/** The known projects, plus the event's own when it was saved before the list existed (so an edit keeps it). */
export const projectOptions = (current: string): string[] =>
  current && !(EVENT_PROJECTS as readonly string[]).includes(current) ? [...EVENT_PROJECTS, current] : [...EVENT_PROJECTS]

/** The other active event of the project, which activating this one would deactivate (one open event per project). */
export const activeRival = (events: readonly Event[], projeto: string, self?: Event): Event | undefined =>
  events.find((other) => other.ativa && other.projeto === projeto && other.id !== self?.id)
