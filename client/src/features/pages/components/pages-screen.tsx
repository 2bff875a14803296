import { useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { messages, normalizePath, PATHS, type AdminPageSummary } from '@site/contracts'
import { AdminPage } from '../../../components/admin/admin-page'
import { StatusMessage } from '../../../components/admin/feedback'
import { RecordsTable } from '../../../components/admin/records-table'
import { RemoteListContent } from '../../../components/admin/remote-list-content'
import { ToolbarSearch } from '../../../components/admin/toolbar-search'
import { TrashSection } from '../../../components/admin/trash-section'
import { useSearchBox } from '../../../components/admin/use-search-box'
import { formatSiteDate } from '../../../lib/format'
import { textParam, useListParams } from '../../../lib/use-list-params'
import { dataOr, useRemoteData } from '../../../lib/use-remote-data'
import { listPages, listPagesTrash, restorePageFromTrash } from '../api'
import { NewPageDialog } from './new-page-dialog'
import { PageStateBadges } from './page-state'
import '../../../components/admin/list-page.css'
import './pages.css'

const text = messages.pageEditor

/** ?busca=…: the search in the address. */
const PAGE_LIST_PARAMS = { busca: textParam }

/** The pages whose title or address holds every word of `query` (accents and case aside). */
const matching = (pages: AdminPageSummary[], query: string) => {
  const words = normalizePath(query).split(/\s+/).filter(Boolean)
  return pages.filter((page) => words.every((word) => normalizePath(`${page.titulo} ${page.caminho}`).includes(word)))
}

/** An address that may wrap after each slash, never inside a word ("/idintermediario/ chamada"). */
function PathText({ path }: { path: string }) {
  return path
    .split('/')
    .flatMap((segment, index) => (index === 0 ? [segment] : [<wbr key={index} />, `/${segment}`]))
}

/**
 * /admin/paginas: every page with its situation, a search, "Nova página" and the trash. Secretaria sees the list and
 * opens pages to read them; only Comunicação and Administrador create or restore.
 */
export default function PagesScreen({ canEdit }: { canEdit: boolean }) {
  const { reload, ...list } = useRemoteData(listPages)
  const { reload: reloadTrash, ...trash } = useRemoteData(listPagesTrash)
  const [params, update] = useListParams(PAGE_LIST_PARAMS)
  const [query, setQuery] = useSearchBox(params.busca, (busca) => update({ busca }, { replace: true }))
  const [creating, setCreating] = useState(false)
  const arrived = (useLocation().state as { notice?: string } | null)?.notice ?? ''
  const [notice, setNotice] = useState(arrived)
  const pages = matching(dataOr(list, []), query)

  return (
    <AdminPage
      title={messages.sitePages.title}
      actions={
        canEdit ? (
          <button type="button" className="btn" onClick={() => setCreating(true)}>
            {text.newButton}
          </button>
        ) : undefined
      }
    >
      {!canEdit && <p>{text.readOnly}</p>}
      <StatusMessage message={notice} />
      <div className="admin-toolbar">
        <ToolbarSearch id="busca-paginas" label={text.searchLabel} value={query} onChange={setQuery} />
      </div>
      <RemoteListContent status={list.status} loadingText={messages.common.loading} onRetry={reload}>
        <RecordsTable
          caption={messages.sitePages.title}
          columns={[text.titleColumn, text.pathColumn, text.stateColumn, text.updatedColumn]}
          records={pages}
          emptyText={text.empty}
          row={(page) => (
            <tr key={page.id}>
              <td>
                <Link to={`${PATHS.adminPages}/${page.id}`}>{page.titulo}</Link>
              </td>
              <td className="pages-table__path">
                <PathText path={page.caminho} />
              </td>
              <td>
                <PageStateBadges page={page} />
              </td>
              <td>{formatSiteDate(page.atualizadoEm)}</td>
            </tr>
          )}
        />
      </RemoteListContent>
      {canEdit && (
        <TrashSection
          items={dataOr(trash, [])}
          restore={(item) => restorePageFromTrash(item.id)}
          onRestored={() => {
            setNotice(messages.contentHistory.restoredFromTrash)
            reload()
            reloadTrash()
          }}
        />
      )}
      <NewPageDialog open={creating} onClose={() => setCreating(false)} />
    </AdminPage>
  )
}
