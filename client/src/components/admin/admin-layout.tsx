import { Suspense, useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react'
import { Link, NavLink, useLocation } from 'react-router-dom'
import { PATHS, STAFF_ROLES, messages, roleAllows, type StaffRole } from '@site/contracts'
import './admin-layout.css'

const text = messages.admin
export const ADMIN_MAIN_ID = 'conteudo-admin'

/** Every role may open the entries with `roles: ALL`; the others are Administrador's and the listed roles'. */
const ALL = STAFF_ROLES
const SECRETARIA = ['secretaria'] as const
const COMUNICACAO = ['comunicacao'] as const
const ADMINISTRADOR = [] as const

const NAV_ITEMS: readonly { to: string; label: string; end: boolean; roles: readonly StaffRole[] }[] = [
  { to: PATHS.admin, label: text.dashboardTitle, end: true, roles: ALL },
  { to: PATHS.adminCertificates, label: messages.adminCertificates.title, end: false, roles: SECRETARIA },
  { to: PATHS.adminEvents, label: messages.adminEvents.title, end: false, roles: SECRETARIA },
  { to: PATHS.adminRegistrations, label: messages.admin.registrationsNav, end: false, roles: SECRETARIA },
  { to: PATHS.adminVolunteers, label: messages.inbox.volunteersTitle, end: false, roles: SECRETARIA },
  { to: PATHS.adminDocumentRequests, label: messages.inbox.documentRequestsTitle, end: false, roles: SECRETARIA },
  { to: PATHS.adminNews, label: messages.news.title, end: false, roles: COMUNICACAO },
  { to: PATHS.adminMedia, label: messages.media.title, end: false, roles: COMUNICACAO },
  { to: PATHS.adminTeam, label: messages.contentScreens.team.title, end: false, roles: COMUNICACAO },
  { to: PATHS.adminPartners, label: messages.contentScreens.partners.title, end: false, roles: COMUNICACAO },
  { to: PATHS.adminCourses, label: messages.contentScreens.offerings.title, end: false, roles: COMUNICACAO },
  { to: PATHS.adminCalendar, label: messages.contentScreens.calendar.title, end: false, roles: COMUNICACAO },
  { to: PATHS.adminPagePhotos, label: messages.pagePhotos.title, end: false, roles: COMUNICACAO },
  { to: PATHS.adminUsers, label: messages.adminAccounts.usersTitle, end: false, roles: ADMINISTRADOR },
  { to: PATHS.adminAudit, label: messages.audit.title, end: false, roles: ADMINISTRADOR },
  { to: PATHS.adminBackups, label: messages.backups.title, end: false, roles: ADMINISTRADOR },
  { to: PATHS.adminSettings, label: text.settingsTitle, end: false, roles: COMUNICACAO },
  { to: PATHS.adminMyAccount, label: messages.adminAccounts.myAccountTitle, end: false, roles: ALL },
]

/** How many new items wait behind a menu entry, by its path. */
export type MenuCounts = Partial<Record<string, number>>

/** After moving between admin screens, keyboard and screen-reader users start at the new content. */
function useFocusMainOnNavigate(main: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation()
  const firstRender = useRef(true)
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    window.scrollTo(0, 0)
    main.current?.focus({ preventScroll: true })
  }, [pathname, main])
}

/**
 * The admin shell: skip link, 'Painel Admin' sidebar (active entry marked aria-current="page"), logout. The menu
 * shows what `role` may open (a token without a role, issued before roles existed, is an Administrador's), with
 * the count of new items beside the inbox entries.
 */
export function AdminLayout({
  onLogout,
  role = 'administrador',
  counts = {},
  children,
}: {
  onLogout: () => void
  role?: StaffRole
  counts?: MenuCounts
  children: ReactNode
}) {
  const main = useRef<HTMLElement>(null)
  const titleId = useId()
  useFocusMainOnNavigate(main)

  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    main.current?.focus()
    main.current?.scrollIntoView()
  }

  return (
    <div className="admin-shell">
      <meta name="robots" content="noindex" />
      <a className="admin-skip" href={`#${ADMIN_MAIN_ID}`} onClick={skipToContent}>
        {text.skipToContent}
      </a>
      <header className="admin-sidebar">
        <p id={titleId} className="admin-sidebar__title">
          {text.panelTitle}
        </p>
        <nav aria-labelledby={titleId}>
          <ul role="list" className="admin-sidebar__menu">
            {NAV_ITEMS.filter((item) => roleAllows(role, item.roles)).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className="admin-sidebar__link">
                  {item.label}
                  {Boolean(counts[item.to]) && (
                    <span className="admin-sidebar__count">{messages.inbox.newCount(counts[item.to] ?? 0)}</span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="admin-sidebar__footer">
          <Link to={PATHS.home} className="admin-sidebar__site">
            {text.viewSite}
          </Link>
          <button type="button" className="btn btn--outline admin-sidebar__logout" onClick={onLogout}>
            {text.logout}
          </button>
        </div>
      </header>
      <main id={ADMIN_MAIN_ID} ref={main} tabIndex={-1} className="admin-main">
        <Suspense
          fallback={
            <p role="status" className="admin-loading">
              {messages.common.loading}
            </p>
          }
        >
          {children}
        </Suspense>
      </main>
    </div>
  )
}
