import { lazy } from 'react'
import { Route, Routes } from 'react-router-dom'
import { PATHS } from '@site/contracts'
import { RequireAuth, useLogout } from '../features/auth/components/require-auth'
import { AdminLayout } from '../components/admin/admin-layout'
import { useInboxSummary } from '../features/inbox'
import { AdminNotFoundScreen, DashboardScreen, SettingsScreen } from './admin/screens'

// The list screens are their own chunks: the dashboard opens without loading tables and dialogs.
const CertificatesScreen = lazy(() => import('../features/certificates/components/certificates-screen'))
const EventsScreen = lazy(() => import('../features/events/components/events-screen'))
const RegistrationsScreen = lazy(() => import('../features/registrations/components/registrations-screen'))
const VolunteersInbox = lazy(() =>
  import('../features/inbox/components/volunteers-inbox').then((module) => ({ default: module.VolunteersInbox })),
)
const DocumentRequestsInbox = lazy(() =>
  import('../features/inbox/components/volunteers-inbox').then((module) => ({ default: module.DocumentRequestsInbox })),
)
const AuditScreen = lazy(() => import('../features/audit/components/audit-screen'))

/**
 * /admin/*: the whole admin area, outside the public layout and lazily loaded by the router, so the public
 * bundle never carries admin code. Everything below sits behind the token guard.
 */
export default function AdminArea() {
  return (
    <RequireAuth>
      <AdminRoutes />
    </RequireAuth>
  )
}

/** Inside the guard: the inbox counts are read only with a session. */
function AdminRoutes() {
  const logout = useLogout()
  const summary = useInboxSummary()
  const counts = summary && {
    [PATHS.adminVolunteers]: summary.novos.candidaturas,
    [PATHS.adminDocumentRequests]: summary.novos.requerimentos,
  }
  return (
    <AdminLayout onLogout={logout} counts={counts ?? {}}>
      <Routes>
        <Route index element={<DashboardScreen summary={summary} />} />
        <Route path="certificados" element={<CertificatesScreen />} />
        <Route path="eventos" element={<EventsScreen />} />
        <Route path="inscricoes" element={<RegistrationsScreen />} />
        <Route path="candidaturas/*" element={<VolunteersInbox />} />
        <Route path="requerimentos/*" element={<DocumentRequestsInbox />} />
        <Route path="auditoria" element={<AuditScreen />} />
        <Route path="configuracoes" element={<SettingsScreen />} />
        <Route path="*" element={<AdminNotFoundScreen />} />
      </Routes>
    </AdminLayout>
  )
}
