import { messages } from '@site/contracts'
import { SelectField } from '../../../components/admin/admin-field'
import { ToolbarSearch } from '../../../components/admin/toolbar-search'
import { SEARCH_FIELDS, type RegistrationFilters, type SearchField } from '../registration-filters'

const text = messages.adminRegistrations

type RegistrationsToolbarProps = {
  filters: RegistrationFilters
  onChange: (change: Partial<RegistrationFilters>) => void
  /** The events offered by the event filter. */
  eventTitles: readonly string[]
}

/** The search, the field it searches and the event filter. */
export function RegistrationsToolbar({ filters, onChange, eventTitles }: RegistrationsToolbarProps) {
  return (
    <div className="admin-toolbar" role="search" aria-label={messages.registrationsScreen.filtersLabel}>
      <ToolbarSearch id="busca-inscricoes" label={text.searchLabel} value={filters.query} onChange={(query) => onChange({ query })} />
      <SelectField
        id="campo-inscricoes"
        label={text.fieldLabel}
        value={filters.field}
        onChange={(event) => onChange({ field: event.target.value as SearchField })}
      >
        {SEARCH_FIELDS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="evento-inscricoes"
        label={text.eventFilterLabel}
        value={filters.event}
        onChange={(event) => onChange({ event: event.target.value })}
      >
        <option value="">{text.allEvents}</option>
        {eventTitles.map((title) => (
          <option key={title} value={title}>
            {title}
          </option>
        ))}
      </SelectField>
    </div>
  )
}
