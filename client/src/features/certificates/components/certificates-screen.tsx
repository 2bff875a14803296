import { useState } from 'react'
import { certificateCount, messages, type Certificate } from '@site/contracts'
import { Pagination } from '../../../components/ui/pagination'
import { ErrorAlert } from '../../../components/admin/feedback'
import { ListPage } from '../../../components/admin/list-page'
import { RemoteListContent } from '../../../components/admin/remote-list-content'
import { ToolbarSearch } from '../../../components/admin/toolbar-search'
import { useRecordDialogs } from '../../../components/admin/use-record-dialogs'
import { pageWindow } from '../../../lib/pagination'
import { exportCertificates, failureMessage } from '../api'
import { CertificateFormDialog } from './certificate-form-dialog'
import { CertificatesTable } from './certificates-table'
import { HistoryDialog } from './history-dialog'
import { ImportDialog } from './import-dialog'
import { RevokeDialog } from './revoke-dialog'
import { useCertificateList } from './use-certificate-list'
import './certificates-screen.css'

const text = messages.adminCertificates
const manage = messages.certificateManagement

/** The CSV of what the list shows (its search and order), and the message of a failed export. */
function useExport(query: Parameters<typeof exportCertificates>[0]) {
  const [failure, setFailure] = useState('')
  const run = async () => {
    setFailure('')
    try {
      await exportCertificates(query)
    } catch (error) {
      setFailure(failureMessage(error, manage.exportFailed))
    }
  }
  return { run, failure }
}

/**
 * /admin/certificados: pages, search and order from the server, kept in the address (?pagina=2&busca=ana); add,
 * edit, revoke, history, import, export.
 */
export default function CertificatesScreen() {
  const certificates = useCertificateList()
  const { list, reload, result } = certificates
  const dialogs = useRecordDialogs<Certificate>(reload)
  const [history, setHistory] = useState<Certificate>()
  const [importing, setImporting] = useState(false)
  const exporting = useExport(certificates.exportQuery)

  return (
    <ListPage
      title={text.title}
      description={messages.certificatesScreen.description}
      addLabel={text.addButton}
      onAdd={dialogs.openAdd}
      actions={
        <>
          <button type="button" className="btn btn--outline" onClick={() => setImporting(true)}>
            {manage.importButton}
          </button>
          <button type="button" className="btn btn--outline" onClick={exporting.run} disabled={list.status !== 'ready'}>
            {manage.exportCsv}
          </button>
        </>
      }
      notice={dialogs.notice}
    >
      <ErrorAlert message={exporting.failure} />
      <div className="admin-toolbar">
        <ToolbarSearch id="busca-certificados" label={text.searchLabel} {...certificates.search} />
      </div>

      <RemoteListContent status={list.status} loadingText={text.loading} onRetry={reload}>
        <p className="admin-count" role="status">
          {certificateCount(result.total)}
        </p>
        <CertificatesTable
          certificates={result.itens}
          searching={certificates.busca !== ''}
          sort={certificates.sort}
          onSort={certificates.sortBy}
          onEdit={(certificate) => dialogs.rowActions(certificate).onEdit()}
          onHistory={setHistory}
          onRevoke={(certificate) => dialogs.rowActions(certificate).onDelete()}
        />
        <Pagination
          page={certificates.page}
          pageCount={certificates.pages}
          onChange={certificates.setPage}
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
