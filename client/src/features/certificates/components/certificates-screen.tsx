import { useState } from 'react'
import { CERTIFICATES_PER_PAGE, messages, type Certificate } from '@site/contracts'
import { AdminPage } from '../../admin/components/admin-page'
import { ConfirmDialog } from '../../admin/components/confirm-dialog'
import { ErrorAlert, StatusMessage } from '../../admin/components/feedback'
import { PageNavigation } from '../../admin/components/page-navigation'
import { pageCount, pageSlice } from '../../admin/pagination-window'
import { useRemoteList } from '../../admin/use-remote-list'
import { deleteCertificate, filterCertificates, listCertificates } from '../api'
import { CertificateFormDialog } from './certificate-form-dialog'

const text = messages.adminCertificates

type DialogState = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit' | 'delete'; certificate: Certificate }

/** /admin/certificados: search, 10 per page, add, edit and delete dialogs. */
export default function CertificatesScreen() {
  const { items, status, reload } = useRemoteList(listCertificates)
  const [query, setQuery] = useState('')
  const [requestedPage, setPage] = useState(1)
  const [dialog, setDialog] = useState<DialogState>({ kind: 'closed' })
  const [notice, setNotice] = useState('')

  const filtered = filterCertificates(items, query)
  const pages = pageCount(filtered.length, CERTIFICATES_PER_PAGE)
  // After a delete or a narrower search the page may no longer exist: show the last one instead.
  const page = Math.min(requestedPage, pages)
  const visible = pageSlice(filtered, page, CERTIFICATES_PER_PAGE)

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

  return (
    <AdminPage
      title={text.title}
      description="Cadastro, busca, edição e exclusão de certificados."
      actions={
        <button type="button" className="btn" onClick={() => open({ kind: 'add' })}>
          {text.addButton}
        </button>
      }
    >
      <StatusMessage message={notice} />
      <div className="admin-toolbar">
        <div className="admin-field admin-field--search">
          <label htmlFor="busca-certificados">{text.searchLabel}</label>
          <input
            id="busca-certificados"
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value)
              setPage(1)
            }}
          />
        </div>
      </div>

      {status === 'loading' ? (
        <p role="status">{text.loading}</p>
      ) : status === 'error' ? (
        <div className="admin-list-error">
          <ErrorAlert message={messages.admin.listFailed} />
          <button type="button" className="btn btn--outline" onClick={reload}>
            {messages.admin.retry}
          </button>
        </div>
      ) : (
        <>
          <p className="admin-count" role="status">
            {filtered.length === 1 ? '1 certificado' : `${filtered.length} certificados`}
          </p>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">{text.title}</caption>
              <thead>
                <tr>
                  <th scope="col">Código</th>
                  <th scope="col">Nome</th>
                  <th scope="col">Curso</th>
                  <th scope="col">Horas</th>
                  <th scope="col">Link</th>
                  <th scope="col">Status</th>
                  <th scope="col">Ações</th>
                </tr>
              </thead>
              <tbody>
                {visible.length === 0 ? (
                  <tr>
                    <td colSpan={7} className="admin-table__empty">
                      {query.trim() ? messages.certificates.noneFound : messages.certificates.noneRegistered}
                    </td>
                  </tr>
                ) : (
                  visible.map((certificate) => (
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
                        <div className="admin-row-actions">
                          <button
                            type="button"
                            className="btn btn--outline btn--small"
                            onClick={() => open({ kind: 'edit', certificate })}
                            aria-label={`${messages.admin.edit} ${certificate.codigo}`}
                          >
                            {messages.admin.edit}
                          </button>
                          <button
                            type="button"
                            className="btn btn--danger-outline btn--small"
                            onClick={() => open({ kind: 'delete', certificate })}
                            aria-label={`${messages.admin.delete} ${certificate.codigo}`}
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
          <PageNavigation page={page} pageCount={pages} onChange={setPage} label={text.paginationLabel} />
        </>
      )}

      <CertificateFormDialog
        open={dialog.kind === 'add' || dialog.kind === 'edit'}
        certificate={dialog.kind === 'edit' ? dialog.certificate : undefined}
        onClose={close}
        onSaved={saved}
      />
      <ConfirmDialog
        open={dialog.kind === 'delete'}
        failureMessage={messages.certificates.deleteFailed}
        onClose={close}
        onConfirm={async () => {
          if (dialog.kind !== 'delete') return
          await deleteCertificate(dialog.certificate.codigo)
          saved(text.deleted)
        }}
      >
        {dialog.kind === 'delete' && (
          <p>
            Excluir o certificado <strong>{dialog.certificate.codigo}</strong> de {dialog.certificate.nome}?
          </p>
        )}
      </ConfirmDialog>
    </AdminPage>
  )
}
