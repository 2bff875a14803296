import { useState } from 'react'
import { messages } from '@site/contracts'
import { AdminPage } from '../../../components/admin/admin-page'
import { ErrorAlert } from '../../../components/admin/feedback'
import { RecordsTable } from '../../../components/admin/records-table'
import { Pagination } from '../../../components/ui/pagination'
import { formatDateTime } from '../../../lib/format'
import { pageParam, useListParams } from '../../../lib/use-list-params'
import { useRemoteData } from '../../../lib/use-remote-data'
import { saveFile } from '../../../lib/download'
import { fetchAuditCsv, listAudit } from '../api'

const text = messages.audit
const COLUMNS = [text.columns.when, text.columns.who, text.columns.action, text.columns.target, text.columns.detail]

/** ?pagina=2: the page in the address. */
export const AUDIT_LIST_PARAMS = { pagina: pageParam }

/** "Auditoria": who saw, downloaded, changed or deleted personal data, newest first; exported as CSV. */
export default function AuditScreen() {
  const [{ pagina }, update] = useListParams(AUDIT_LIST_PARAMS)
  const remote = useRemoteData((signal) => listAudit(pagina, signal), String(pagina))
  const [error, setError] = useState('')

  const exportCsv = async () => {
    setError('')
    try {
      saveFile(await fetchAuditCsv(), 'auditoria.csv')
    } catch (failure) {
      console.error(failure)
      setError(messages.admin.listFailed)
    }
  }

  const page = remote.status === 'ready' ? remote.data : null
  return (
    <AdminPage
      title={text.title}
      actions={
        <button type="button" className="btn" onClick={exportCsv}>
          {text.exportCsv}
        </button>
      }
    >
      <p>{text.intro}</p>
      <ErrorAlert message={remote.status === 'error' ? messages.admin.listFailed : error} />
      <RecordsTable
        columns={COLUMNS}
        caption={text.title}
        records={page?.itens ?? []}
        emptyText={remote.status === 'loading' ? messages.common.loading : text.empty}
        row={(entry) => (
          <tr key={entry.id}>
            <td>{formatDateTime(entry.em)}</td>
            <td>{entry.usuario}</td>
            <td>{text.actions[entry.acao] ?? entry.acao}</td>
            <td>{entry.alvo}</td>
            <td>{entry.detalhe ?? ''}</td>
          </tr>
        )}
      />
      {page && (
        <Pagination page={pagina} pageCount={Math.ceil(page.total / page.porPagina)} onChange={(next) => update({ pagina: next })} label={text.title} />
      )}
    </AdminPage>
  )
}
