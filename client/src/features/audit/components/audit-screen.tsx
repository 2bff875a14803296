import { useState } from 'react'
import { messages } from '@site/contracts'
import { AdminPage } from '../../../components/admin/admin-page'
import { ErrorAlert } from '../../../components/admin/feedback'
import { RecordsTable } from '../../../components/admin/records-table'
import { Pagination } from '../../../components/ui/pagination'
import { formatDateTime } from '../../../lib/format'
import { choiceParam, dayParam, pageParam, textParam, useListParams } from '../../../lib/use-list-params'
import { useRemoteData } from '../../../lib/use-remote-data'
import { saveFile } from '../../../lib/download'
import { fetchAuditCsv, listAudit } from '../api'
import { AuditFilters } from './audit-filters'

const text = messages.audit
const COLUMNS = [text.columns.when, text.columns.who, text.columns.action, text.columns.target, text.columns.detail]

/** ?pagina=2&usuario=ana&acao=entrar&de=2026-01-01&ate=2026-01-31: the page and the filters in the address. */
export const AUDIT_LIST_PARAMS = {
  pagina: pageParam,
  usuario: textParam,
  acao: choiceParam(Object.keys(text.actions), ''),
  de: dayParam,
  ate: dayParam,
}

/**
 * "Auditoria": who saw, downloaded, changed or deleted personal data, and the staff's work, newest first; filtered
 * by who, what and when (kept in the address); exported as CSV with the same filters.
 */
export default function AuditScreen() {
  const [{ pagina, ...filters }, update] = useListParams(AUDIT_LIST_PARAMS)
  const filtersKey = JSON.stringify(filters)
  const remote = useRemoteData((signal) => listAudit(pagina, filters, signal), `${pagina}:${filtersKey}`)
  const [error, setError] = useState('')

  const exportCsv = async () => {
    setError('')
    try {
      saveFile(await fetchAuditCsv(filters), 'auditoria.csv')
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
      <AuditFilters key={filtersKey} applied={filters} onApply={update} />
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
