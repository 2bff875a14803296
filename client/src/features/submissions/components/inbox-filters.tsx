import { useId, useState, type FormEvent } from 'react'
import { INBOX_SORTS, messages, SUBMISSION_STATUSES } from '@site/contracts'
import type { InboxKind, InboxQuery } from '../inbox-api'
import { INBOX_VIEWS } from '../inbox-kinds'
// The search field's width in the row, as in every list's toolbar.
import '../../../components/admin/toolbar-search.css'

const text = messages.inbox
const SORT_LABELS: Record<(typeof INBOX_SORTS)[number], string> = {
  recentes: text.sortNewest,
  antigos: text.sortOldest,
  nome: text.sortName,
}
const SORTS = INBOX_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }))
const STATUSES = SUBMISSION_STATUSES.map((value) => ({ value, label: value }))

type InboxFiltersProps = {
  kind: InboxKind
  /** The filters the list shows now: the form starts from them. */
  applied: InboxQuery
  onApply: (filters: InboxQuery) => void
}

/** Search, status, the inbox's own filters, period and order; nothing is asked until "Filtrar" is pressed. */
export function InboxFilters({ kind, applied, onApply }: InboxFiltersProps) {
  const view = INBOX_VIEWS[kind]
  const id = useId()
  const [draft, setDraft] = useState(applied)

  const apply = (event: FormEvent) => {
    event.preventDefault()
    onApply(draft)
  }
  const bind = (name: string) => ({
    id: `${id}-${name}`,
    name,
    value: draft[name] ?? '',
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
  })
  const select = (name: string, label: string, allLabel: string, options: readonly { value: string; label: string }[]) => (
    <div className="admin-field" key={name}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select {...bind(name)}>
        {allLabel && <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
  const date = (name: string, label: string) => (
    <div className="admin-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input type="date" {...bind(name)} />
    </div>
  )

  return (
    <form className="inbox-filters" onSubmit={apply} role="search" aria-label={text.searchLabel}>
      <div className="admin-field admin-field--search">
        <label htmlFor={`${id}-busca`}>{text.searchLabel}</label>
        <input type="search" {...bind('busca')} />
      </div>
      {select('status', text.statusFilter, text.allStatuses, STATUSES)}
      {view.filters.map((filter) => select(filter.name, filter.label, filter.allLabel, filter.options))}
      {date('de', text.periodFrom)}
      {date('ate', text.periodTo)}
      {select('ordem', text.sortLabel, '', SORTS)}
      <button type="submit" className="btn">
        {messages.inboxListScreen.filter}
      </button>
    </form>
  )
}
