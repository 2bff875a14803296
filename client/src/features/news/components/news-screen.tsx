import { useState } from 'react'
import { Link } from 'react-router-dom'
import { messages, PATHS, type AdminNewsSummary } from '@site/contracts'
import { AdminPage } from '../../../components/admin/admin-page'
import { ConfirmDialog } from '../../../components/admin/confirm-dialog'
import { StatusMessage } from '../../../components/admin/feedback'
import { RecordsTable } from '../../../components/admin/records-table'
import { RemoteListContent } from '../../../components/admin/remote-list-content'
import { TrashSection } from '../../../components/admin/trash-section'
import { formatSiteDate } from '../../../lib/format'
import { dataOr, useRemoteData } from '../../../lib/use-remote-data'
import { listNewsForStaff, listNewsTrash, restoreNewsFromTrash, trashNews } from '../api'

const text = messages.news
const history = messages.contentHistory

const stateOf = (news: AdminNewsSummary) =>
  news.estado === 'rascunho' ? text.draft : new Date(news.publicadoEm) > new Date() ? text.scheduled : text.published

/** /admin/noticias: every news item, 'Nova notícia', delete to the trash and restore from it. */
export default function NewsScreen() {
  const { reload, ...list } = useRemoteData(listNewsForStaff)
  const { reload: reloadTrash, ...trash } = useRemoteData(listNewsTrash)
  const [deleting, setDeleting] = useState<AdminNewsSummary | null>(null)
  const [notice, setNotice] = useState('')

  return (
    <AdminPage
      title={text.title}
      actions={
        <Link className="btn" to={`${PATHS.adminNews}/nova`}>
          {text.newButton}
        </Link>
      }
    >
      <StatusMessage message={notice} />
      <RemoteListContent status={list.status} loadingText={text.loading} onRetry={reload}>
        {dataOr(list, []).length === 0 ? (
          <p>{text.empty}</p>
        ) : (
          <RecordsTable
            caption={text.title}
            columns={[text.titleLabel, text.stateLabel, text.dateLabel, messages.admin.actions]}
            records={dataOr(list, [])}
            emptyText={text.empty}
            row={(news) => (
              <tr key={news.id}>
                <td>
                  <Link to={`${PATHS.adminNews}/${news.id}`}>{news.titulo}</Link>
                </td>
                <td>
                  <span className="badge">{stateOf(news)}</span>
                </td>
                <td>{formatSiteDate(news.publicadoEm)}</td>
                <td>
                  <button type="button" className="btn btn--danger" onClick={() => setDeleting(news)}>
                    {messages.admin.delete}
                    <span className="visually-hidden"> {news.titulo}</span>
                  </button>
                </td>
              </tr>
            )}
          />
        )}
      </RemoteListContent>

      <TrashSection
        items={dataOr(trash, [])}
        restore={(item) => restoreNewsFromTrash(item.id)}
        onRestored={() => {
          setNotice(history.restoredFromTrash)
          reload()
          reloadTrash()
        }}
      />

      <ConfirmDialog
        open={deleting !== null}
        consequence={history.trashHint}
        failureMessage={messages.admin.deleteFailed}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return
          await trashNews(deleting.id)
          setDeleting(null)
          setNotice(text.movedToTrash)
          reload()
          reloadTrash()
        }}
      >
        <p>{text.confirmDelete}</p>
      </ConfirmDialog>
    </AdminPage>
  )
}
