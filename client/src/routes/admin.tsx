import { lazy, useEffect, useState, type ReactNode } from 'react'
import { Navigate, Route, Routes, useLocation } from 'react-router-dom'
import { PATHS, roleAllows, screenAllowed, WORK_ROLES, type AdminScreen } from '@site/contracts'
import { RequireAuth, useLogout, useSession } from '../features/auth/components/require-auth'
import { AdminLayout } from '../components/admin/admin-layout'
import { getMyAccount } from '../features/users/api'
import { AdminNotFoundScreen, DashboardScreen, NoAccessScreen } from './admin/screens'
import { useInboxSummary } from '../features/submissions'

// The list screens are their own chunks: the dashboard opens without loading tables and dialogs.
const CertificatesScreen = lazy(() => import('../features/certificates/components/certificates-screen'))
const EventsScreen = lazy(() => import('../features/events/components/events-screen'))
const AttendanceScreen = lazy(() => import('../features/events/components/attendance-screen'))
const RegistrationsScreen = lazy(() => import('../features/events/components/registrations-screen'))
const NewsScreen = lazy(() => import('../features/news/components/news-screen'))
const NewsEditorScreen = lazy(() => import('../features/news/components/news-editor-screen'))
const MediaScreen = lazy(() => import('../features/media/components/media-screen'))
const PagePhotosScreen = lazy(() => import('../features/page-photos/components/page-photos-screen'))
const PagesScreen = lazy(() => import('../features/pages/components/pages-screen'))
const PageEditorScreen = lazy(() => import('../features/pages/components/page-editor-screen'))
const MenuScreen = lazy(() => import('../features/pages/components/menu-screen'))
const UsersScreen = lazy(() => import('../features/users/components/users-screen'))
const MyAccountScreen = lazy(() => import('../features/users/components/my-account-screen'))

const ContactSettingsScreen = lazy(() => import('../features/content/components/contact-settings-screen'))
const contentScreens = () => import('../features/content/components/content-screens')
const TeamScreen = lazy(async () => ({ default: (await contentScreens()).TeamScreen }))
const PartnersScreen = lazy(async () => ({ default: (await contentScreens()).PartnersScreen }))
const OfferingsScreen = lazy(async () => ({ default: (await contentScreens()).OfferingsScreen }))
const CalendarScreen = lazy(async () => ({ default: (await contentScreens()).CalendarScreen }))

const VolunteersInbox = lazy(() =>
  import('../features/submissions/components/volunteers-inbox').then((module) => ({ default: module.VolunteersInbox })),
)
const DocumentRequestsInbox = lazy(() =>
  import('../features/submissions/components/volunteers-inbox').then((module) => ({ default: module.DocumentRequestsInbox })),
)
const AuditScreen = lazy(() => import('../features/audit/components/audit-screen'))
const BackupsScreen = lazy(() => import('../features/backups/components/backups-screen'))

/**
 * Whether this Administrador must turn two-factor on first (REQUIRE_2FA_FOR_ADMINS): until then the server refuses
 * everything but "Minha conta", so the area sends them there instead of showing lists that fail.
 */
function useTwoFactorSetupPending(isAdministrator: boolean, pathname: string): boolean {
  const [pending, setPending] = useState(false)
  // Asked once; while pending, again on every move, so turning two-factor on frees the area at the next click.
  const askAgain = pending ? pathname : ''
  useEffect(() => {
    if (!isAdministrator) return
    const controller = new AbortController()
    getMyAccount(controller.signal).then(
      (account) => setPending(account.doisFatoresObrigatorio && !account.doisFatores),
      () => setPending(false),
    )
    return () => controller.abort()
  }, [isAdministrator, askAgain])
  return pending
}

/** The signed-in shell: its menu follows the session's role (the server checks every call itself). */
function AdminShell() {
  const logout = useLogout()
  const session = useSession()
  const { pathname } = useLocation()
  const role = session?.papel ?? 'administrador'
  const setupPending = useTwoFactorSetupPending(role === 'administrador', pathname)
  const summary = useInboxSummary(role !== 'comunicacao')
  const counts = summary && {
    [PATHS.adminVolunteers]: summary.novos.candidaturas,
    [PATHS.adminDocumentRequests]: summary.novos.requerimentos,
  }
  if (setupPending && pathname !== PATHS.adminMyAccount) return <Navigate to={PATHS.adminMyAccount} replace />
  // A screen of another role's work says so rather than showing lists and forms the server would refuse.
  const screen = (key: AdminScreen, element: ReactNode) => (screenAllowed(role, key) ? element : <NoAccessScreen />)
  // Pages and the menu are Comunicação's to edit; Secretaria reads them.
  const editsPages = roleAllows(role, WORK_ROLES.communication)
  return (
    <AdminLayout onLogout={logout} role={role} counts={counts ?? {}}>
      <Routes>
        <Route index element={<DashboardScreen summary={summary} />} />
        <Route path="certificados" element={screen('adminCertificates', <CertificatesScreen />)} />
        <Route path="eventos" element={screen('adminEvents', <EventsScreen />)} />
        <Route path="eventos/:id" element={screen('adminEvents', <AttendanceScreen />)} />
        <Route path="inscricoes" element={screen('adminRegistrations', <RegistrationsScreen />)} />
        <Route path="candidaturas/*" element={screen('adminVolunteers', <VolunteersInbox />)} />
        <Route path="requerimentos/*" element={screen('adminDocumentRequests', <DocumentRequestsInbox />)} />
        <Route path="auditoria" element={screen('adminAudit', <AuditScreen />)} />
        <Route path="backups" element={screen('adminBackups', <BackupsScreen />)} />
        <Route path="usuarios" element={screen('adminUsers', <UsersScreen ownId={session?.sub} />)} />
        <Route path="minha-conta" element={<MyAccountScreen />} />
        <Route path="equipe" element={screen('adminTeam', <TeamScreen />)} />
        <Route path="parceiros" element={screen('adminPartners', <PartnersScreen />)} />
        <Route path="cursos" element={screen('adminCourses', <OfferingsScreen />)} />
        <Route path="calendario" element={screen('adminCalendar', <CalendarScreen />)} />
        <Route path="configuracoes" element={screen('adminSettings', <ContactSettingsScreen />)} />
        <Route path="noticias" element={screen('adminNews', <NewsScreen />)} />
        <Route path="noticias/nova" element={screen('adminNews', <NewsEditorScreen />)} />
        <Route path="noticias/:id" element={screen('adminNews', <NewsEditorScreen />)} />
        <Route path="midia" element={screen('adminMedia', <MediaScreen />)} />
        <Route path="fotos-paginas" element={screen('adminPagePhotos', <PagePhotosScreen />)} />
        <Route path="paginas" element={screen('adminPages', <PagesScreen canEdit={editsPages} />)} />
        <Route path="paginas/:id" element={screen('adminPages', <PageEditorScreen canEdit={editsPages} />)} />
        <Route path="menu" element={screen('adminMenu', <MenuScreen canEdit={editsPages} />)} />
        <Route path="*" element={<AdminNotFoundScreen />} />
      </Routes>
    </AdminLayout>
  )
}

/**
 * /admin/*: the whole admin area, outside the public layout and lazily loaded by the router, so the public
 * bundle never carries admin code. Everything below sits behind the token guard.
 */
export default function AdminArea() {
  return (
    <RequireAuth>
      <AdminShell />
    </RequireAuth>
  )
}

