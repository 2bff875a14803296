import { useRef, useState } from 'react'
import {
  REGISTRATIONS_PREVIEW_SIZE,
  messages,
  resultCount,
  showingRegistrations,
  type Registration,
} from '@site/contracts'
import { SelectField } from '../../../components/admin/admin-field'
import { DeleteRecordDialog } from '../../../components/admin/delete-record-dialog'
import { ListPage } from '../../../components/admin/list-page'
import { RecordsTable } from '../../../components/admin/records-table'
import { RemoteListContent } from '../../../components/admin/remote-list-content'
import { RowActions } from '../../../components/admin/row-actions'
import { ToolbarSearch } from '../../../components/admin/toolbar-search'
import { useRecordDialogs } from '../../../components/admin/use-record-dialogs'
import { dataOr, useRemoteData } from '../../../lib/use-remote-data'
import { deleteRegistration, listEventTitles, listRegistrations } from '../registrations-api'
import { buildRegistrationsCsv, csvFileName, downloadCsv } from '../registrations-csv'
import {
  NO_FILTERS,
  SEARCH_FIELDS,
  eventTitles,
  filterRegistrations,
  isFiltering,
  type RegistrationFilters,
  type SearchField,
} from '../registration-filters'
import { RegistrationFormDialog } from './registration-form-dialog'
import './registrations-screen.css'

const text = messages.adminRegistrations

const COLUMNS = ['Nome', 'Email', 'Telefone', 'Evento', 'Ações']

/** /admin/inscricoes: 'Gerenciar Inscrições'. */
export default function RegistrationsScreen() {
  const { reload, ...list } = useRemoteData(listRegistrations)
  const items = dataOr(list, [])
  const events = useRemoteData(listEventTitles)
  const dialogs = useRecordDialogs<Registration>(reload)
  const [filters, setFilters] = useState<RegistrationFilters>(NO_FILTERS)
  // 'Ver lista completa' holds for the filters it was pressed under; changing any filter caps the table again.
  const [expandedFor, setExpandedFor] = useState<RegistrationFilters | null>(null)
  const table = useRef<HTMLTableElement>(null)

  const titles = eventTitles(dataOr(events, []), items)
  const filtered = filterRegistrations(items, filters)
  const expanded = expandedFor === filters
  const capped = !expanded && filtered.length > REGISTRATIONS_PREVIEW_SIZE
  const visible = capped ? filtered.slice(0, REGISTRATIONS_PREVIEW_SIZE) : filtered
  const filtering = isFiltering(filters)

  const update = (change: Partial<RegistrationFilters>) => setFilters((current) => ({ ...current, ...change }))

  const showAll = () => {
    setExpandedFor(filters)
    // The button disappears: keep keyboard users in the table they just expanded.
    requestAnimationFrame(() => table.current?.focus())
  }

  return (
    <ListPage
      title={text.title}
      description="Inscrições nos eventos: busca, filtros, edição, exclusão e exportação."
      addLabel={text.addButton}
      onAdd={dialogs.openAdd}
      actions={
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => downloadCsv(buildRegistrationsCsv(filtered), csvFileName())}
          disabled={list.status !== 'ready'}
        >
          {text.exportCsv}
        </button>
      }
      notice={dialogs.notice}
    >
      <div className="admin-toolbar" role="search" aria-label="Filtros de inscrições">
        <ToolbarSearch
          id="busca-inscricoes"
          label={text.searchLabel}
          value={filters.query}
          onChange={(query) => update({ query })}
        />
        <SelectField
          id="campo-inscricoes"
          label={text.fieldLabel}
          value={filters.field}
          onChange={(event) => update({ field: event.target.value as SearchField })}
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
          onChange={(event) => update({ event: event.target.value })}
        >
          <option value="">{text.allEvents}</option>
          {titles.map((title) => (
            <option key={title} value={title}>
              {title}
            </option>
          ))}
        </SelectField>
      </div>

      <RemoteListContent
        status={list.status}
        loadingText={messages.registrations.loading}
        failureText={messages.common.systemError}
        onRetry={reload}
      >
        <section aria-labelledby="inscritos-titulo" className="admin-section">
          <div className="admin-section__header">
            <h2 id="inscritos-titulo">{filtering ? text.filteredHeading : text.recentHeading}</h2>
            <p className="admin-count" role="status">
              {resultCount(filtered.length)}
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
                <td>{registration.nome}</td>
                <td>{registration.email}</td>
                <td>{registration.telefone}</td>
                <td>{registration.titulo || text.noEvent}</td>
                <td>
                  <RowActions name={registration.nome} {...dialogs.rowActions(registration)} />
                </td>
              </tr>
            )}
          />
          {capped && (
            <div className="admin-table-footer">
              <p>{showingRegistrations(REGISTRATIONS_PREVIEW_SIZE, filtered.length)}</p>
              <button type="button" className="btn btn--outline" onClick={showAll}>
                {text.showAll}
              </button>
            </div>
          )}
        </section>
      </RemoteListContent>

      <RegistrationFormDialog {...dialogs.formDialog} registration={dialogs.editing} eventTitles={titles} />
      <DeleteRecordDialog
        {...dialogs.deleteDialog}
        question={(registration) => (
          <p>
            Excluir a inscrição de <strong>{registration.nome}</strong>
            {registration.titulo ? ` no evento ${registration.titulo}` : ''}?
          </p>
        )}
        remove={(registration) => deleteRegistration(registration.id)}
        deletedMessage={text.deleted}
        failureMessage={messages.admin.deleteFailed}
      />
    </ListPage>
  )
}
