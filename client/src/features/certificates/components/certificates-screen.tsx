import { useCallback, useEffect, useState } from 'react'
import {
  CERTIFICATES_PER_PAGE,
  certificateCount,
  certificatePdfPath,
  isRevokedStatus,
  messages,
  siteDateText,
  type Certificate,
  type CertificateSortColumn,
} from '@site/contracts'
import { Pagination } from '../../../components/ui/pagination'
import { ErrorAlert } from '../../../components/admin/feedback'
import { ListPage } from '../../../components/admin/list-page'
import { RecordsTable, type RecordsSort, type SortableColumn } from '../../../components/admin/records-table'
import { RemoteListContent } from '../../../components/admin/remote-list-content'
import { ToolbarSearch } from '../../../components/admin/toolbar-search'
import { useRecordDialogs } from '../../../components/admin/use-record-dialogs'
import { pageCount, pageWindow } from '../../../lib/pagination'
import { dataOr, useRemoteData } from '../../../lib/use-remote-data'
import { exportCertificates, failureMessage, pageCertificates } from '../api'
import { CertificateFormDialog } from './certificate-form-dialog'
import { HistoryDialog } from './history-dialog'
import { ImportDialog } from './import-dialog'
import { RevokeDialog } from './revoke-dialog'
import '../../../components/admin/row-actions.css'
import './certificates-screen.css'

const text = messages.adminCertificates
const manage = messages.certificateManagement

const COLUMNS: (string | SortableColumn)[] = [
  { label: 'Código', sortKey: 'codigo' },
  { label: 'Nome', sortKey: 'nome' },
  { label: 'Curso', sortKey: 'curso' },
  { label: 'Horas', sortKey: 'horas' },
  'Link',
  'Status',
  'Ações',
]

/** Typing pauses this long before the server is asked: one search per word, not per key. */
const SEARCH_DELAY_MS = 300

function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [value])
  return settled
}

/** /admin/certificados: pages, search and order from the server; add, edit, revoke, history, import, export. */
export default function CertificatesScreen() {
  const [query, setQuery] = useState('')
  const busca = useDebounced(query.trim())
  const [page, setPage] = useState(1)
  const [sort, setSort] = useState<RecordsSort>({ key: 'criadoEm', direction: 'desc' })
  const [history, setHistory] = useState<Certificate>()
  const [importing, setImporting] = useState(false)
  const [exportFailure, setExportFailure] = useState('')

  const listQuery = { pagina: page, porPagina: CERTIFICATES_PER_PAGE, busca, ordem: sort.key as CertificateSortColumn, direcao: sort.direction }
  const load = useCallback(
    (signal: AbortSignal) => pageCertificates(listQuery, signal),
    // The query's parts are its identity: a new load exactly when one of them changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [page, busca, sort.key, sort.direction],
  )
  const { reload, ...list } = useRemoteData(load)
  const result = dataOr(list, { itens: [], total: 0, pagina: 1, porPagina: CERTIFICATES_PER_PAGE })
  const dialogs = useRecordDialogs<Certificate>(reload)
  const pages = pageCount(result.total, CERTIFICATES_PER_PAGE)

  // A new search starts on page 1.
  useEffect(() => setPage(1), [busca])

  const sortBy = (key: string) => {
    setSort((current) => ({ key, direction: current.key === key && current.direction === 'asc' ? 'desc' : 'asc' }))
    setPage(1)
  }

  const exportList = async () => {
    setExportFailure('')
    try {
      await exportCertificates({ busca, ordem: listQuery.ordem, direcao: sort.direction })
    } catch (error) {
      setExportFailure(failureMessage(error, manage.exportFailed))
    }
  }

  return (
    <ListPage
      title={text.title}
      description="Cadastro, busca, importação, exportação, correção e revogação de certificados."
      addLabel={text.addButton}
      onAdd={dialogs.openAdd}
      actions={
        <>
          <button type="button" className="btn btn--outline" onClick={() => setImporting(true)}>
            {manage.importButton}
          </button>
          <button type="button" className="btn btn--outline" onClick={exportList} disabled={list.status !== 'ready'}>
            {manage.exportCsv}
          </button>
        </>
      }
      notice={dialogs.notice}
    >
      <ErrorAlert message={exportFailure} />
      <div className="admin-toolbar">
        <ToolbarSearch id="busca-certificados" label={text.searchLabel} value={query} onChange={setQuery} />
      </div>

      <RemoteListContent status={list.status} loadingText={text.loading} onRetry={reload}>
        <p className="admin-count" role="status">
          {certificateCount(result.total)}
        </p>
        <RecordsTable
          caption={text.title}
          columns={COLUMNS}
          sort={sort}
          onSort={sortBy}
          records={result.itens}
          emptyText={busca ? messages.certificates.noneFound : messages.certificates.noneRegistered}
          row={(certificate) => (
            <tr key={certificate.codigo}>
              <td>{certificate.codigo}</td>
              <td>{certificate.nome}</td>
              <td>{certificate.curso}</td>
              <td>{certificate.horas}</td>
              <td>
                {certificate.link ? (
                  <a href={certificate.link} target="_blank" rel="noreferrer">
                    {text.openLink}
                    <span className="visually-hidden"> de {certificate.nome} (abre em nova aba)</span>
                  </a>
                ) : (
                  messages.certificates.linkMissing
                )}
              </td>
              <td>
                <StatusBadge certificate={certificate} />
              </td>
              <td>
                <div className="admin-row-actions">
                  <button
                    type="button"
                    className="btn btn--outline btn--small"
                    onClick={dialogs.rowActions(certificate).onEdit}
                    aria-label={`${messages.admin.edit} ${certificate.codigo}`}
                  >
                    {messages.admin.edit}
                  </button>
                  <button
                    type="button"
                    className="btn btn--outline btn--small"
                    onClick={() => setHistory(certificate)}
                    aria-label={`${manage.history} ${certificate.codigo}`}
                  >
                    {manage.history}
                  </button>
                  {!certificate.revogadoEm && (
                    <>
                      <a className="btn btn--outline btn--small" href={certificatePdfPath(certificate.codigo)} download>
                        PDF<span className="visually-hidden"> {certificate.codigo}</span>
                      </a>
                      <button
                        type="button"
                        className="btn btn--danger-outline btn--small"
                        onClick={dialogs.rowActions(certificate).onDelete}
                        aria-label={`${manage.revoke} ${certificate.codigo}`}
                      >
                        {manage.revoke}
                      </button>
                    </>
                  )}
                </div>
              </td>
            </tr>
          )}
        />
        <Pagination
          page={Math.min(page, Math.max(pages, 1))}
          pageCount={pages}
          onChange={setPage}
          label={text.paginationLabel}
          pages={pageWindow}
          block="admin-pagination"
        />
      </RemoteListContent>

      <CertificateFormDialog {...dialogs.formDialog} certificate={dialogs.editing} />
      {/* The list's "delete" slot revokes: certificates are revoked, never deleted, from this screen. */}
      <RevokeDialog {...dialogs.deleteDialog} />
      <HistoryDialog certificate={history} onClose={() => setHistory(undefined)} />
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImported={(message) => {
          setImporting(false)
          dialogs.formDialog.onSaved(message)
        }}
      />
    </ListPage>
  )
}

function StatusBadge({ certificate }: { certificate: Certificate }) {
  if (!isRevokedStatus(certificate.status) || !certificate.revogadoEm) return <span className="badge">{certificate.status}</span>
  return (
    <span className="badge badge--revoked" title={certificate.motivoRevogacao ?? undefined}>
      {certificate.status} em {siteDateText(new Date(certificate.revogadoEm))}
    </span>
  )
}
