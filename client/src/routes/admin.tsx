import { lazy } from 'react'
import { Route, Routes } from 'react-router-dom'
import { RequireAuth, useLogout } from '../features/auth/components/require-auth'
import { AdminLayout } from '../components/admin/admin-layout'
import { AdminNotFoundScreen, DashboardScreen, SettingsScreen } from './admin/screens'

// The list screens are their own chunks: the dashboard opens without loading tables and dialogs.
const CertificatesScreen = lazy(() => import('../features/certificates/components/certificates-screen'))
const EventsScreen = lazy(() => import('../features/events/components/events-screen'))
const RegistrationsScreen = lazy(() => import('../features/registrations/components/registrations-screen'))
const NewsScreen = lazy(() => import('../features/news/components/news-screen'))
const NewsEditorScreen = lazy(() => import('../features/news/components/news-editor-screen'))
const MediaScreen = lazy(() => import('../features/media/components/media-screen'))

/**
 * /admin/*: the whole admin area, outside the public layout and lazily loaded by the router, so the public
 * bundle never carries admin code. Everything below sits behind the token guard.
 */
export default function AdminArea() {
  const logout = useLogout()
  return (
    <RequireAuth>
      <AdminLayout onLogout={logout}>
        <Routes>
          <Route index element={<DashboardScreen />} />
          <Route path="certificados" element={<CertificatesScreen />} />
          <Route path="eventos" element={<EventsScreen />} />
          <Route path="inscricoes" element={<RegistrationsScreen />} />
          <Route path="configuracoes" element={<SettingsScreen />} />
          <Route path="noticias" element={<NewsScreen />} />
          <Route path="noticias/nova" element={<NewsEditorScreen />} />
          <Route path="noticias/:id" element={<NewsEditorScreen />} />
          <Route path="midia" element={<MediaScreen />} />
          <Route path="*" element={<AdminNotFoundScreen />} />
        </Routes>
      </AdminLayout>
    </RequireAuth>
  )
}
