import { useRef, useState } from 'react'
import { REGISTRATIONS_PREVIEW_SIZE, messages, resultCount, showingRegistrations, type Registration } from '@site/contracts'
import { RecordsTable } from '../../../components/admin/records-table'
import { RowActions } from '../../../components/admin/row-actions'

const text = messages.adminRegistrations
const columns = messages.registrationsScreen.columns
const COLUMNS = [columns.protocol, columns.name, columns.email, columns.phone, columns.event, columns.actions]

type RegistrationsTableProps = {
  registrations: readonly Registration[]
  filtering: boolean
  /** Names the filters: "Ver lista completa" holds while they stay the same. */
  filtersKey: string
  rowActions: (registration: Registration) => { onEdit: () => void; onDelete: () => void }
}

/**
 * The registrations that pass the filters, the most recent first: the first ten until "Ver lista completa" is
 * pressed, which holds for the filters it was pressed under (changing any filter caps the table again).
 */
export function RegistrationsTable({ registrations, filtering, filtersKey, rowActions }: RegistrationsTableProps) {
  const [expandedFor, setExpandedFor] = useState<string | null>(null)
  const table = useRef<HTMLTableElement>(null)
  const capped = expandedFor !== filtersKey && registrations.length > REGISTRATIONS_PREVIEW_SIZE
  const visible = capped ? registrations.slice(0, REGISTRATIONS_PREVIEW_SIZE) : registrations

  const showAll = () => {
    setExpandedFor(filtersKey)
    // The button disappears: keep keyboard users in the table they just expanded.
    requestAnimationFrame(() => table.current?.focus())
  }

  return (
    <section aria-labelledby="inscritos-titulo" className="admin-section">
      <div className="admin-section__header">
        <h2 id="inscritos-titulo">{filtering ? text.filteredHeading : text.recentHeading}</h2>
        <p className="admin-count" role="status">
          {resultCount(registrations.length)}
        </p>
      </div>
      <RecordsTable
        ref={table}
        tabIndex={-1}
        aria-labelledby="inscritos-titulo"
        columns={COLUMNS}
        records={visible}
        emptyText={filtering ? messages.registrations.noneMatching : messages.registrations.none}
        row={(registration) => (
          <tr key={registration.id}>
            <td>{registration.protocolo ?? ''}</td>
            <td>{registration.nome}</td>
            <td>{registration.email}</td>
            <td>{registration.telefone}</td>
            <td>{registration.titulo || text.noEvent}</td>
            <td>
              <RowActions name={registration.nome} {...rowActions(registration)} />
            </td>
          </tr>
        )}
      />
      {capped && (
        <div className="admin-table-footer">
          <p>{showingRegistrations(REGISTRATIONS_PREVIEW_SIZE, registrations.length)}</p>
          <button type="button" className="btn btn--outline" onClick={showAll}>
            {text.showAll}
          </button>
        </div>
      )}
    </section>
  )
}
