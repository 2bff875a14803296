import { useState } from 'react'
import { CERTIFICATES_PER_PAGE, messages, type Certificate } from '@site/contracts'
import { Pagination } from '../../../components/ui/pagination'
import { DeleteRecordDialog } from '../../../components/admin/delete-record-dialog'
import { ListPage } from '../../../components/admin/list-page'
import { RecordsTable } from '../../../components/admin/records-table'
import { RemoteListContent } from '../../../components/admin/remote-list-content'
import { RowActions } from '../../../components/admin/row-actions'
import { ToolbarSearch } from '../../../components/admin/toolbar-search'
import { pageCount, pageSlice, pageWindow } from '../../../lib/pagination'
import { useRecordDialogs } from '../../../components/admin/use-record-dialogs'
import { dataOr, useRemoteData } from '../../../lib/use-remote-data'
import { deleteCertificate, filterCertificates, listCertificates } from '../api'
import { CertificateFormDialog } from './certificate-form-dialog'

const text = messages.adminCertificates

const COLUMNS = ['Código', 'Nome', 'Curso', 'Horas', 'Link', 'Status', 'Ações']

/** /admin/certificados: search, 10 per page, add, edit and delete dialogs. */
export default function CertificatesScreen() {
  const { reload, ...list } = useRemoteData(listCertificates)
  const items = dataOr(list, [])
  const dialogs = useRecordDialogs<Certificate>(reload)
  const [query, setQuery] = useState('')
  const [requestedPage, setPage] = useState(1)

  const filtered = filterCertificates(items, query)
  const pages = pageCount(filtered.length, CERTIFICATES_PER_PAGE)
  // After a delete or a narrower search the page may no longer exist: show the last one instead.
  const page = Math.min(requestedPage, pages)
  const visible = pageSlice(filtered, page, CERTIFICATES_PER_PAGE)

  return (
    <ListPage
      title={text.title}
      description="Cadastro, busca, edição e exclusão de certificados."
      addLabel={text.addButton}
      onAdd={dialogs.openAdd}
      notice={dialogs.notice}
    >
      <div className="admin-toolbar">
        <ToolbarSearch
          id="busca-certificados"
          label={text.searchLabel}
          value={query}
          onChange={(value) => {
            setQuery(value)
            setPage(1)
          }}
        />
      </div>

      <RemoteListContent status={list.status} loadingText={text.loading} onRetry={reload}>
        <p className="admin-count" role="status">
          {filtered.length === 1 ? '1 certificado' : `${filtered.length} certificados`}
        </p>
        <RecordsTable
          caption={text.title}
          columns={COLUMNS}
          records={visible}
          emptyText={query.trim() ? messages.certificates.noneFound : messages.certificates.noneRegistered}
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
                <span className="badge">{certificate.status}</span>
              </td>
              <td>
                <RowActions name={certificate.codigo} {...dialogs.rowActions(certificate)} />
              </td>
            </tr>
          )}
        />
        <Pagination
          page={page}
          pageCount={pages}
          onChange={setPage}
          label={text.paginationLabel}
          pages={pageWindow}
          block="admin-pagination"
        />
      </RemoteListContent>

      <CertificateFormDialog {...dialogs.formDialog} certificate={dialogs.editing} />
      <DeleteRecordDialog
        {...dialogs.deleteDialog}
        question={(certificate) => (
          <p>
            Excluir o certificado <strong>{certificate.codigo}</strong> de {certificate.nome}?
          </p>
        )}
        remove={(certificate) => deleteCertificate(certificate.codigo)}
        deletedMessage={text.deleted}
        failureMessage={messages.certificates.deleteFailed}
      />
    </ListPage>
  )
}
