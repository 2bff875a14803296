import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { messages } from '@site/contracts'
import { NO_AUDIT_FILTERS, type AuditFilterValues } from '../api'
// The filters lay out as every list's toolbar.
import '../../../components/admin/list-page.css'

const text = messages.audit.filters
const ACTIONS = Object.entries(messages.audit.actions)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'))


type AuditFiltersProps = {
  /** The filters the list shows now: the form starts from them. */
  applied: AuditFilterValues
  onApply: (filters: AuditFilterValues) => void
}

/** Who (part of the name), what (an action) and when (a period); nothing is asked until "Filtrar" is pressed. */
export function AuditFilters({ applied, onApply }: AuditFiltersProps) {
  const id = useId()
  const [draft, setDraft] = useState(applied)
  const apply = (event: FormEvent) => {
    event.preventDefault()
    onApply(draft)
  }
  const bind = (name: keyof AuditFilterValues) => ({
    id: `${id}-${name}`,
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
  })

  const field = (name: keyof AuditFilterValues, label: string, control: (bound: ReturnType<typeof bind>) => ReactNode) => (
    <div className="admin-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {control(bind(name))}
    </div>
  )
  return (
    <form className="admin-toolbar" onSubmit={apply} role="search" aria-label={text.legend}>
      {field('usuario', text.who, (bound) => <input type="search" {...bound} />)}
      {field('acao', text.action, (bound) => (
        <select {...bound}>
          <option value="">{text.allActions}</option>
          {ACTIONS.map((action) => (
            <option key={action.value} value={action.value}>
              {action.label}
            </option>
          ))}
        </select>
      ))}
      {field('de', text.from, (bound) => <input type="date" {...bound} />)}
      {field('ate', text.to, (bound) => <input type="date" {...bound} />)}
      <button type="submit" className="btn">
        {text.apply}
      </button>
      <button type="button" className="btn btn--outline" onClick={() => onApply(NO_AUDIT_FILTERS)}>
        {text.clear}
      </button>
    </form>
  )
}
