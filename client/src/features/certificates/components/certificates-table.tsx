import { certificatePdfPath, isRevokedStatus, messages, siteDateText, type Certificate } from '@site/contracts'
import { RecordsTable, type RecordsSort, type SortableColumn } from '../../../components/admin/records-table'
import '../../../components/admin/row-actions.css'

const text = messages.adminCertificates
const manage = messages.certificateManagement
const screen = messages.certificatesScreen
const columns = screen.columns

const COLUMNS: (string | SortableColumn)[] = [
  { label: columns.code, sortKey: 'codigo' },
  { label: columns.name, sortKey: 'nome' },
  { label: columns.course, sortKey: 'curso' },
  { label: columns.hours, sortKey: 'horas' },
  columns.link,
  columns.status,
  columns.actions,
]

/** What a row's buttons open: the edit, history and revoke dialogs. */
export type CertificateRowActions = {
  onEdit: (certificate: Certificate) => void
  onHistory: (certificate: Certificate) => void
  onRevoke: (certificate: Certificate) => void
}

type CertificatesTableProps = CertificateRowActions & {
  certificates: readonly Certificate[]
  searching: boolean
  sort: RecordsSort
  onSort: (key: string) => void
}

/** One page of certificates, its sortable headers, and per row: link, status and the row's actions. */
export function CertificatesTable({ certificates, searching, sort, onSort, ...actions }: CertificatesTableProps) {
  return (
    <RecordsTable
      caption={text.title}
      columns={COLUMNS}
      sort={sort}
      onSort={onSort}
      records={certificates}
      emptyText={searching ? messages.certificates.noneFound : messages.certificates.noneRegistered}
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
                <span className="visually-hidden">{screen.linkOf(certificate.nome)}</span>
              </a>
            ) : (
              messages.certificates.linkMissing
            )}
          </td>
          <td>
            <StatusBadge certificate={certificate} />
          </td>
          <td>
            <RowButtons certificate={certificate} {...actions} />
          </td>
        </tr>
      )}
    />
  )
}

function RowButtons({ certificate, onEdit, onHistory, onRevoke }: CertificateRowActions & { certificate: Certificate }) {
  const { codigo } = certificate
  return (
    <div className="admin-row-actions">
      <button
        type="button"
        className="btn btn--outline btn--small"
        onClick={() => onEdit(certificate)}
        aria-label={`${messages.admin.edit} ${codigo}`}
      >
        {messages.admin.edit}
      </button>
      <button
        type="button"
        className="btn btn--outline btn--small"
        onClick={() => onHistory(certificate)}
        aria-label={`${manage.history} ${codigo}`}
      >
        {manage.history}
      </button>
      {!certificate.revogadoEm && (
        <>
          <a className="btn btn--outline btn--small" href={certificatePdfPath(codigo)} download>
            {messages.certificateManagement.pdf}<span className="visually-hidden"> {codigo}</span>
          </a>
          <button
            type="button"
            className="btn btn--danger-outline btn--small"
            onClick={() => onRevoke(certificate)}
            aria-label={`${manage.revoke} ${codigo}`}
          >
            {manage.revoke}
          </button>
        </>
      )}
    </div>
  )
}

function StatusBadge({ certificate }: { certificate: Certificate }) {
  if (!isRevokedStatus(certificate.status) || !certificate.revogadoEm) return <span className="badge">{certificate.status}</span>
  return (
    <span className="badge badge--revoked" title={certificate.motivoRevogacao ?? undefined}>
      {screen.revokedOn(certificate.status, siteDateText(new Date(certificate.revogadoEm)))}
    </span>
  )
}
