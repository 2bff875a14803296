import { messages, type AdminPageSummary } from '@site/contracts'

const text = messages.pageEditor

/** A page's situation: published, draft or scheduled, and whether its draft holds changes visitors do not see yet. */
export function PageStateBadges({ page }: { page: AdminPageSummary }) {
  return (
    <>
      <span className="badge">{messages.sitePages.states[page.estado]}</span>
      {page.alteracoesPendentes && page.estado !== 'rascunho' && <span className="badge badge--warning">{text.pendingChanges}</span>}
      {page.fixa && <span className="badge">{text.fixedBadge}</span>}
    </>
  )
}
