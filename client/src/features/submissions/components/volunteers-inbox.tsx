import { Route, Routes } from 'react-router-dom'
import { InboxDetailScreen } from './inbox-detail-screen'
import { InboxListScreen } from './inbox-list-screen'

/** /admin/candidaturas and /admin/candidaturas/:id (one lazy chunk with the document requests' screens). */
export function VolunteersInbox() {
  return (
    <Routes>
      <Route index element={<InboxListScreen kind="volunteer" />} />
      <Route path=":id" element={<InboxDetailScreen kind="volunteer" />} />
    </Routes>
  )
}

/** /admin/requerimentos and /admin/requerimentos/:id */
export function DocumentRequestsInbox() {
  return (
    <Routes>
      <Route index element={<InboxListScreen kind="documentRequest" />} />
      <Route path=":id" element={<InboxDetailScreen kind="documentRequest" />} />
    </Routes>
  )
}
