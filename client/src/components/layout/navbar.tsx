import { useEffect, useId, useRef, useState } from 'react'
import { Link, NavLink } from 'react-router-dom'
import { siteShell, PATHS, type PublicMenu } from '@site/contracts'
import { SKIP_TARGETS } from './skip-targets'
import { Submenu } from './submenu'
import './navbar.css'
import { island } from '../../lib/island'

/** An entry of the menu as staff arranged it in "Menu": a page or a route, with its submenu. */
export type NavItem = PublicMenu['principal'][number]

/** The site's header: the foundation's name as configured, then the menu (its props travel as JSON: an island). */
export function Navbar({ items, name }: { items: NavItem[]; name: string }) {
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
          {/* Behind the first screen's text and pictures: a small mark beside the name, no preload of its own. */}
          <img src="/media/logo.svg" alt="" width="48" height="48" fetchPriority="low" />
          <span>
            {name}
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
            item.filhos.length > 0 ? (
              <Submenu
                key={item.caminho}
                item={item}
                open={openSubmenu === item.caminho}
                onOpenChange={(open) => setOpenSubmenu(open ? item.caminho : null)}
                canHover={canHover}
                onNavigate={closeAll}
              />
            ) : (
              <li key={item.caminho} className="navbar__item">
                <NavLink to={item.caminho} className="navbar__link" onClick={closeAll}>
                  {item.rotulo}
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
