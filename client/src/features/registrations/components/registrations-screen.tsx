import { useRef, useState } from 'react'
import {
  REGISTRATIONS_PREVIEW_SIZE,
  messages,
  resultCount,
  showingRegistrations,
  type Registration,
} from '@site/contracts'
import { AdminPage } from '../../admin/components/admin-page'
import { ConfirmDialog } from '../../admin/components/confirm-dialog'
import { ErrorAlert, StatusMessage } from '../../admin/components/feedback'
import { useRemoteList } from '../../admin/use-remote-list'
import { deleteRegistration, listEventTitles, listRegistrations } from '../api'
import { buildRegistrationsCsv, csvFileName, downloadCsv } from '../csv'
import {
  NO_FILTERS,
  SEARCH_FIELDS,
  eventTitles,
  filterRegistrations,
  isFiltering,
  type RegistrationFilters,
  type SearchField,
} from '../filters'
import { RegistrationFormDialog } from './registration-form-dialog'

const text = messages.adminRegistrations

type DialogState = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit' | 'delete'; registration: Registration }

/** /admin/inscricoes: 'Gerenciar Inscrições'. */
export default function RegistrationsScreen() {
  const { items, status, reload } = useRemoteList(listRegistrations)
  const events = useRemoteList(listEventTitles)
  const [filters, setFilters] = useState<RegistrationFilters>(NO_FILTERS)
  // 'Ver lista completa' holds for the filters it was pressed under; changing any filter caps the table again.
  const [expandedFor, setExpandedFor] = useState<RegistrationFilters | null>(null)
  const [dialog, setDialog] = useState<DialogState>({ kind: 'closed' })
  const [notice, setNotice] = useState('')
  const table = useRef<HTMLTableElement>(null)

  const titles = eventTitles(events.items, items)
  const filtered = filterRegistrations(items, filters)
  const expanded = expandedFor === filters
  const capped = !expanded && filtered.length > REGISTRATIONS_PREVIEW_SIZE
  const visible = capped ? filtered.slice(0, REGISTRATIONS_PREVIEW_SIZE) : filtered
  const filtering = isFiltering(filters)

  const update = (change: Partial<RegistrationFilters>) => setFilters((current) => ({ ...current, ...change }))
  // A fresh dialog clears the last notice, so the next identical message is announced again.
  const open = (state: DialogState) => {
    setNotice('')
    setDialog(state)
  }
  const close = () => setDialog({ kind: 'closed' })
  const saved = (message: string) => {
    close()
    setNotice(message)
    reload()
  }

  const showAll = () => {
    setExpandedFor(filters)
    // The button disappears: keep keyboard users in the table they just expanded.
    requestAnimationFrame(() => table.current?.focus())
  }

  return (
    <AdminPage
      title={text.title}
      description="Inscrições nos eventos: busca, filtros, edição, exclusão e exportação."
      actions={
        <>
          <button type="button" className="btn" onClick={() => open({ kind: 'add' })}>
            {text.addButton}
          </button>
          <button
            type="button"
            className="btn btn--outline"
            onClick={() => downloadCsv(buildRegistrationsCsv(filtered), csvFileName())}
            disabled={status !== 'ready'}
          >
            {text.exportCsv}
          </button>
        </>
      }
    >
      <StatusMessage message={notice} />
      <div className="admin-toolbar" role="search" aria-label="Filtros de inscrições">
        <div className="admin-field admin-field--search">
          <label htmlFor="busca-inscricoes">{text.searchLabel}</label>
          <input
            id="busca-inscricoes"
            type="search"
            value={filters.query}
            onChange={(event) => update({ query: event.target.value })}
          />
        </div>
        <div className="admin-field">
          <label htmlFor="campo-inscricoes">{text.fieldLabel}</label>
          <select
            id="campo-inscricoes"
            value={filters.field}
            onChange={(event) => update({ field: event.target.value as SearchField })}
          >
            {SEARCH_FIELDS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="evento-inscricoes">{text.eventFilterLabel}</label>
          <select id="evento-inscricoes" value={filters.event} onChange={(event) => update({ event: event.target.value })}>
            <option value="">{text.allEvents}</option>
            {titles.map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
          </select>
        </div>
      </div>

      {status === 'loading' ? (
        <p role="status">{messages.registrations.loading}</p>
      ) : status === 'error' ? (
        <div className="admin-list-error">
          <ErrorAlert message={messages.common.systemError} />
          <button type="button" className="btn btn--outline" onClick={reload}>
            {messages.admin.retry}
          </button>
        </div>
      ) : (
        <section aria-labelledby="inscritos-titulo" className="admin-section">
          <div className="admin-section__header">
            <h2 id="inscritos-titulo">{filtering ? text.filteredHeading : text.recentHeading}</h2>
            <p className="admin-count" role="status">
              {resultCount(filtered.length)}
            </p>
          </div>
          <div className="admin-table-wrap">
            <table className="admin-table" ref={table} tabIndex={-1} aria-labelledby="inscritos-titulo">
              <thead>
                <tr>
                  <th scope="col">Nome</th>
                  <th scope="col">Email</th>
                  <th scope="col">Telefone</th>
                  <th scope="col">Evento</th>
                  <th scope="col">Ações</th>
                </tr>
              </thead>
              <tbody>
                {visible.length === 0 ? (
                  <tr>
                    <td colSpan={5} className="admin-table__empty">
                      {filtering ? messages.registrations.noneMatching : messages.registrations.none}
                    </td>
                  </tr>
                ) : (
                  visible.map((registration) => (
                    <tr key={registration.id}>
                      <td>{registration.nome}</td>
                      <td>{registration.email}</td>
                      <td>{registration.telefone}</td>
                      <td>{registration.titulo || text.noEvent}</td>
                      <td>
                        <div className="admin-row-actions">
                          <button
                            type="button"
                            className="btn btn--outline btn--small"
                            onClick={() => open({ kind: 'edit', registration })}
                            aria-label={`${messages.admin.edit} ${registration.nome}`}
                          >
                            {messages.admin.edit}
                          </button>
                          <button
                            type="button"
                            className="btn btn--danger-outline btn--small"
                            onClick={() => open({ kind: 'delete', registration })}
                            aria-label={`${messages.admin.delete} ${registration.nome}`}
                          >
                            {messages.admin.delete}
                          </button>
                        </div>
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          {capped && (
            <div className="admin-table-footer">
              <p>{showingRegistrations(REGISTRATIONS_PREVIEW_SIZE, filtered.length)}</p>
              <button type="button" className="btn btn--outline" onClick={showAll}>
                {text.showAll}
              </button>
            </div>
          )}
        </section>
      )}

      <RegistrationFormDialog
        open={dialog.kind === 'add' || dialog.kind === 'edit'}
        registration={dialog.kind === 'edit' ? dialog.registration : undefined}
        eventTitles={titles}
        onClose={close}
        onSaved={saved}
      />
      <ConfirmDialog
        open={dialog.kind === 'delete'}
        failureMessage={messages.admin.deleteFailed}
        onClose={close}
        onConfirm={async () => {
          if (dialog.kind !== 'delete') return
          await deleteRegistration(dialog.registration.id)
          saved(text.deleted)
        }}
      >
        {dialog.kind === 'delete' && (
          <p>
            Excluir a inscrição de <strong>{dialog.registration.nome}</strong>
            {dialog.registration.titulo ? ` no evento ${dialog.registration.titulo}` : ''}?
          </p>
        )}
      </ConfirmDialog>
    </AdminPage>
  )
}
