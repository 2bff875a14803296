import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { Link, NavLink, useLocation } from 'react-router-dom'
import { PATHS, messages, type StaffRole } from '@site/contracts'
import { menuFor } from './admin-menu'
import './admin-layout.css'

const text = messages.admin
export const ADMIN_MAIN_ID = 'conteudo-admin'

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
 * The menu's disclosure on a narrow screen (the stylesheet shows the menu always on a wide one): the button says
 * whether it is open, Escape closes it and gives the focus back to the button, and choosing a screen closes it
 * (the focus then moves to the new screen's content).
 */
function useMenuDisclosure() {
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    setOpen(false)
    toggle.current?.focus()
  }
  return { open, toggle, onToggle: () => setOpen((current) => !current), close: () => setOpen(false), closeOnEscape }
}

type AdminMenuProps = { role: StaffRole; counts: MenuCounts; titleId: string; onChoose: () => void }

function AdminMenu({ role, counts, titleId, onChoose }: AdminMenuProps) {
  return (
    <nav aria-labelledby={titleId}>
      <ul role="list" className="admin-sidebar__menu">
        {menuFor(role).map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.screen === 'admin'} className="admin-sidebar__link" onClick={onChoose}>
              {item.label}
              {Boolean(counts[item.to]) && (
                <span className="admin-sidebar__count">{messages.inbox.newCount(counts[item.to] ?? 0)}</span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * The admin shell: skip link, 'Painel Admin' sidebar (active entry marked aria-current="page"), logout. The menu
 * shows what `role` may open (a token without a role, issued before roles existed, is an Administrador's), with
 * the count of new items beside the inbox entries; on a narrow screen it waits behind the 'Menu' button.
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
  const panelId = useId()
  const menu = useMenuDisclosure()
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
      <header className="admin-sidebar" onKeyDown={menu.closeOnEscape}>
        <div className="admin-sidebar__bar">
          <p id={titleId} className="admin-sidebar__title">
            {text.panelTitle}
          </p>
          <button
            ref={menu.toggle}
            type="button"
            className="btn btn--outline admin-sidebar__toggle"
            aria-expanded={menu.open}
            aria-controls={panelId}
            onClick={menu.onToggle}
          >
            {text.menu}
          </button>
        </div>
        <div id={panelId} className={`admin-sidebar__panel${menu.open ? ' admin-sidebar__panel--open' : ''}`}>
          <AdminMenu role={role} counts={counts} titleId={titleId} onChoose={menu.close} />
          <div className="admin-sidebar__footer">
            <Link to={PATHS.home} className="admin-sidebar__site">
              {text.viewSite}
            </Link>
            <button type="button" className="btn btn--outline admin-sidebar__logout" onClick={onLogout}>
              {text.logout}
            </button>
          </div>
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
