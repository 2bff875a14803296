import { siteShell } from '@site/contracts'
import { useId, useRef } from 'react'
import { NavLink } from 'react-router-dom'
import type { NavItem } from './navbar'

type SubmenuProps = {
  item: NavItem
  open: boolean
  onOpenChange: (open: boolean) => void
  canHover: () => boolean
  onNavigate: () => void
}

/** Disclosure pattern: the parent stays a link; a separate button shows its pages. */
export function Submenu({ item, open, onOpenChange, canHover, onNavigate }: SubmenuProps) {
  const toggle = useRef<HTMLButtonElement>(null)
  const listId = useId()

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    event.stopPropagation()
    onOpenChange(false)
    toggle.current?.focus()
  }

  const onBlur = (event: React.FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget)) onOpenChange(false)
  }

  return (
    <li
      className="navbar__item navbar__item--parent"
      onMouseEnter={() => canHover() && onOpenChange(true)}
      onMouseLeave={() => canHover() && onOpenChange(false)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <div className="navbar__parent">
        <NavLink to={item.caminho} className="navbar__link" end onClick={onNavigate}>
          {item.rotulo}
        </NavLink>
        <button
          ref={toggle}
          type="button"
          className="navbar__toggle"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={siteShell.pagesOf(item.rotulo)}
          onClick={() => onOpenChange(!open)}
        >
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
            <path d="M2 5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      <ul id={listId} className="navbar__submenu" role="list" hidden={!open}>
        {item.filhos.map((child) => (
          <li key={child.caminho}>
            <NavLink to={child.caminho} className="navbar__sublink" onClick={onNavigate}>
              {child.rotulo}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  )
}
