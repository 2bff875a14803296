import { Link } from 'react-router-dom'
import { INBOX_PAGE_SIZE, messages } from '@site/contracts'
import { AdminPage } from '../../../components/admin/admin-page'
import { ErrorAlert } from '../../../components/admin/feedback'
import { RecordsTable } from '../../../components/admin/records-table'
import { Pagination } from '../../../components/ui/pagination'
import { formatDateTime } from '../../../lib/format'
import { useListParams } from '../../../lib/use-list-params'
import { useRemoteData } from '../../../lib/use-remote-data'
import { listInbox, type InboxKind, type InboxQuery } from '../inbox-api'
import { INBOX_VIEWS } from '../inbox-kinds'
import { Deadline } from './deadline'
import { InboxFilters } from './inbox-filters'
import { INBOX_LIST_PARAMS } from './inbox-list-params'
import './inbox.css'

const text = messages.inbox
const columns = messages.inboxListScreen.columns
const COLUMNS = [columns.protocol, columns.name, columns.email, columns.subject, columns.status, text.receivedAt]
/** Document requests promise an answer in 48 hours: their list shows when it is due, and which are late. */
const COLUMNS_OF: Record<InboxKind, readonly string[]> = { volunteer: COLUMNS, documentRequest: [...COLUMNS, text.deadline] }

/**
 * "Candidaturas" or "Requerimentos": search, filters, order and pages, all answered by the server and kept in the
 * address (?pagina=2&status=Recebido…).
 */
export function InboxListScreen({ kind }: { kind: InboxKind }) {
  const view = INBOX_VIEWS[kind]
  const [{ pagina, ...filters }, update] = useListParams(INBOX_LIST_PARAMS[kind])
  const applied: InboxQuery = Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, String(value)]))
  const query = { ...applied, pagina: String(pagina) }
  const remote = useRemoteData((signal) => listInbox(kind, query, signal), `${kind}:${JSON.stringify(query)}`)

  const page = remote.status === 'ready' ? remote.data : null
  return (
    <AdminPage title={view.title}>
      {/* Keyed by what is applied: back or a link refills the form from the address. */}
      <InboxFilters key={`${kind}:${JSON.stringify(applied)}`} kind={kind} applied={applied} onApply={update} />
      <ErrorAlert message={remote.status === 'error' ? messages.admin.listFailed : ''} />
      {page && <p role="status">{text.total(page.total)}</p>}
      <RecordsTable
        columns={COLUMNS_OF[kind]}
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
            {kind === 'documentRequest' && (
              <td>
                <Deadline prazo={item.prazo} atrasado={item.atrasado} />
              </td>
            )}
          </tr>
        )}
      />
      {page && (
        <Pagination
          page={Number(pagina)}
          pageCount={Math.ceil(page.total / (page.porPagina || INBOX_PAGE_SIZE))}
          onChange={(next) => update({ pagina: next })}
          label={text.paginationLabel}
        />
      )}
    </AdminPage>
  )
}
