import { messages, type Registration } from '@site/contracts'

const label = messages.adminRegistrations.fields

/** 'todos' searches every text field; the others search one ('titulo' is shown as Evento). */
export const SEARCH_FIELDS = [
  { value: 'todos', label: messages.adminRegistrations.allFields },
  { value: 'protocolo', label: label.protocolo },
  { value: 'nome', label: label.nome },
  { value: 'email', label: label.email },
  { value: 'telefone', label: label.telefone },
  { value: 'titulo', label: label.titulo },
] as const

export type SearchField = (typeof SEARCH_FIELDS)[number]['value']

/** The empty string means every event ('Todos os eventos'). */
export interface RegistrationFilters {
  query: string
  field: SearchField
  event: string
}

export const NO_FILTERS: RegistrationFilters = { query: '', field: 'todos', event: '' }

const SEARCHABLE = ['protocolo', 'nome', 'email', 'telefone', 'titulo'] as const

export const isFiltering = (filters: RegistrationFilters): boolean =>
  filters.query.trim() !== '' || filters.event !== ''

/** Event filter by exact title, then a case-insensitive text search over the chosen field(s). */
export function filterRegistrations(items: readonly Registration[], filters: RegistrationFilters): Registration[] {
  const needle = filters.query.trim().toLocaleLowerCase('pt-BR')
  const fields = filters.field === 'todos' ? SEARCHABLE : [filters.field]
  return items.filter((registration) => {
    if (filters.event && registration.titulo !== filters.event) return false
    if (!needle) return true
    return fields.some((field) => (registration[field] ?? '').toLocaleLowerCase('pt-BR').includes(needle))
  })
}

/** Titles for the event filter: the events' own, plus any only registrations still mention; sorted. */
export function eventTitles(eventTitlesFromServer: readonly string[], items: readonly Registration[]): string[] {
  const titles = new Set([...eventTitlesFromServer, ...items.map((registration) => registration.titulo)].filter(Boolean))
  return [...titles].sort((a, b) => a.localeCompare(b, 'pt-BR'))
}
