import '../form/form.css'
import './toolbar-search.css'

/** The search box of a list screen's toolbar. */
export function ToolbarSearch({
  id,
  label,
  value,
  onChange,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <div className="admin-field admin-field--search">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  )
}
