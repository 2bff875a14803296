import { lazy } from 'react'
import { Route, Routes } from 'react-router-dom'
import { RequireAuth, useLogout } from '../features/auth/components/require-auth'
import { AdminLayout } from '../components/admin/admin-layout'
import { AdminNotFoundScreen, DashboardScreen } from './admin/screens'

// The list screens are their own chunks: the dashboard opens without loading tables and dialogs.
const CertificatesScreen = lazy(() => import('../features/certificates/components/certificates-screen'))
const EventsScreen = lazy(() => import('../features/events/components/events-screen'))
const RegistrationsScreen = lazy(() => import('../features/registrations/components/registrations-screen'))
const ContactSettingsScreen = lazy(() => import('../features/content/components/contact-settings-screen'))
const contentScreens = () => import('../features/content/components/content-screens')
const TeamScreen = lazy(async () => ({ default: (await contentScreens()).TeamScreen }))
const PartnersScreen = lazy(async () => ({ default: (await contentScreens()).PartnersScreen }))
const OfferingsScreen = lazy(async () => ({ default: (await contentScreens()).OfferingsScreen }))
const CalendarScreen = lazy(async () => ({ default: (await contentScreens()).CalendarScreen }))

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
          <Route path="equipe" element={<TeamScreen />} />
          <Route path="parceiros" element={<PartnersScreen />} />
          <Route path="cursos" element={<OfferingsScreen />} />
          <Route path="calendario" element={<CalendarScreen />} />
          <Route path="configuracoes" element={<ContactSettingsScreen />} />
          <Route path="*" element={<AdminNotFoundScreen />} />
        </Routes>
      </AdminLayout>
    </RequireAuth>
  )
}
