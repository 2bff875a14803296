import { useEffect, useId, useRef, useState } from 'react'
import { Link, NavLink } from 'react-router-dom'
import { siteShell, PATHS } from '@site/contracts'
import { SITE } from '../../config/site'
import { NAV_ITEMS, type NavItem } from '../../page-text/navigation'
import { SKIP_TARGETS } from './skip-targets'
import { Submenu } from './submenu'
import './navbar.css'
import { island } from '../../lib/island'

export function Navbar({ items = NAV_ITEMS }: { items?: NavItem[] }) {
  const [menuOpen, setMenuOpen] = useState(false)
  const [openSubmenu, setOpenSubmenu] = useState<string | null>(null)
  const nav = useRef<HTMLElement>(null)
  const hamburger = useRef<HTMLButtonElement>(null)
  const menuId = useId()

  /**
   * Hover menus only with a real pointer and the full menu on show; touch screens and the collapsed menu (behind
   * the Menu button, also on a desktop with large text) open them by tap.
   */
  const canHover = (): boolean =>
    (window.matchMedia?.('(hover: hover)').matches ?? false) && hamburger.current?.offsetParent === null

  useEffect(() => {
    if (!menuOpen && openSubmenu === null) return
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) {
        setMenuOpen(false)
        setOpenSubmenu(null)
      }
    }
    document.addEventListener('pointerdown', closeOnOutsideClick)
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick)
  }, [menuOpen, openSubmenu])

  const closeAll = () => {
    setMenuOpen(false)
    setOpenSubmenu(null)
  }

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape' || openSubmenu !== null || !menuOpen) return
    setMenuOpen(false)
    hamburger.current?.focus()
  }

  return (
    <header className="site-header">
      <nav
        ref={nav}
        id={SKIP_TARGETS.menu}
        tabIndex={-1}
        className="navbar container"
        aria-label={siteShell.mainMenu}
        onKeyDown={onKeyDown}
      >
        <Link to={PATHS.home} className="navbar__logo" onClick={closeAll}>
          <img src="/media/logo.svg" alt="" width="48" height="48" />
          <span>
            {SITE.shortName}
            <span className="visually-hidden"> {siteShell.homeSuffix}</span>
          </span>
        </Link>
        <button
          ref={hamburger}
          type="button"
          className="navbar__hamburger"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className="navbar__hamburger-icon" aria-hidden="true" />
          {siteShell.menu}
        </button>
        <ul id={menuId} className={menuOpen ? 'navbar__menu navbar__menu--open' : 'navbar__menu'} role="list">
          {items.map((item) =>
            item.children ? (
              <Submenu
                key={item.to}
                item={item}
                open={openSubmenu === item.to}
                onOpenChange={(open) => setOpenSubmenu(open ? item.to : null)}
                canHover={canHover}
                onNavigate={closeAll}
              />
            ) : (
              <li key={item.to} className="navbar__item">
                <NavLink to={item.to} className="navbar__link" onClick={closeAll}>
                  {item.label}
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </nav>
    </header>
  )
}

/** Navbar as an island of the page the server drew (lib/island.tsx). */
export const NavbarIsland = island('navbar', Navbar, 'use')
