import { useCallback, useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { INBOX_PAGE_SIZE, messages, SUBMISSION_STATUSES } from '@site/contracts'
import { AdminPage } from '../../../components/admin/admin-page'
import { ErrorAlert } from '../../../components/admin/feedback'
import { RecordsTable } from '../../../components/admin/records-table'
import { Pagination } from '../../../components/ui/pagination'
import { formatDateTime } from '../../../lib/format'
import { listInbox, type InboxKind, type InboxQuery } from '../inbox-api'
import { INBOX_VIEWS } from '../inbox-kinds'
import { useRemoteData } from '../../../lib/use-remote-data'
import './inbox.css'

const text = messages.inbox
const COLUMNS = ['Protocolo', 'Nome', 'E-mail', 'Assunto', 'Status', text.receivedAt] as const
const SORTS = [
  { value: 'recentes', label: text.sortNewest },
  { value: 'antigos', label: text.sortOldest },
  { value: 'nome', label: text.sortName },
]

const emptyFilters = (kind: InboxKind): InboxQuery => ({
  busca: '',
  status: '',
  de: '',
  ate: '',
  ordem: 'recentes',
  ...Object.fromEntries(INBOX_VIEWS[kind].filters.map((filter) => [filter.name, ''])),
})

/** "Candidaturas" or "Requerimentos": search, filters, order and pages, all answered by the server. */
export function InboxListScreen({ kind }: { kind: InboxKind }) {
  const view = INBOX_VIEWS[kind]
  const id = useId()
  const [draft, setDraft] = useState(() => emptyFilters(kind))
  const [applied, setApplied] = useState(draft)
  const [pagina, setPagina] = useState(1)
  const load = useCallback(
    (signal: AbortSignal) => listInbox(kind, { ...applied, pagina: String(pagina) }, signal),
    [kind, applied, pagina],
  )
  const remote = useRemoteData(load)

  const apply = (event: FormEvent) => {
    event.preventDefault()
    setApplied(draft)
    setPagina(1)
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

  const page = remote.status === 'ready' ? remote.data : null
  return (
    <AdminPage title={view.title}>
      <form className="inbox-filters" onSubmit={apply} role="search" aria-label={text.searchLabel}>
        <div className="admin-field admin-field--search">
          <label htmlFor={`${id}-busca`}>{text.searchLabel}</label>
          <input type="search" {...bind('busca')} />
        </div>
        {select('status', text.statusFilter, text.allStatuses, SUBMISSION_STATUSES.map((value) => ({ value, label: value })))}
        {view.filters.map((filter) => select(filter.name, filter.label, filter.allLabel, filter.options))}
        <div className="admin-field">
          <label htmlFor={`${id}-de`}>{text.periodFrom}</label>
          <input type="date" {...bind('de')} />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-ate`}>{text.periodTo}</label>
          <input type="date" {...bind('ate')} />
        </div>
        {select('ordem', text.sortLabel, '', SORTS)}
        <button type="submit" className="btn">
          Filtrar
        </button>
      </form>
      <ErrorAlert message={remote.status === 'error' ? messages.admin.listFailed : ''} />
      {page && <p role="status">{text.total(page.total)}</p>}
      <RecordsTable
        columns={COLUMNS}
        caption={view.title}
        records={page?.itens ?? []}
        emptyText={remote.status === 'loading' ? messages.common.loading : text.empty}
        row={(item) => (
          <tr key={item.id}>
            <td>
              <Link to={`${view.path}/${item.id}`}>{item.protocolo ?? `#${item.id}`}</Link>
            </td>
            <td>{item.nome}</td>
            <td>{item.email}</td>
            <td>{item.assunto}</td>
            <td>{item.status}</td>
            <td>{formatDateTime(item.criadoEm)}</td>
          </tr>
        )}
      />
      {page && (
        <Pagination
          page={pagina}
          pageCount={Math.ceil(page.total / (page.porPagina || INBOX_PAGE_SIZE))}
          onChange={setPagina}
          label={text.paginationLabel}
        />
      )}
    </AdminPage>
  )
}
