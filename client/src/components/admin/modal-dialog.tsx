import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject, type SyntheticEvent } from 'react'
import { messages } from '@site/contracts'
import { ADMIN_MAIN_ID } from './admin-layout'
import './modal-dialog.css'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

const focusableIn = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest('[inert]'))

export interface ModalDialogProps {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
  /** CSS selector of the element to focus first; defaults to the first field or button in the body. */
  initialFocus?: string
  className?: string
}

/**
 * Opens the dialog with showModal() while `open` (focusing `initialFocus`, or the first field or button of the body)
 * and closes it after, giving the focus back to the element that opened it.
 */
function useModalOpening(ref: RefObject<HTMLDialogElement | null>, open: boolean, initialFocus: string | undefined) {
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !open) return
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) {
      // jsdom (unit tests) has no showModal; the open attribute is the closest equivalent there.
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
    }
    const first =
      (initialFocus ? dialog.querySelector<HTMLElement>(initialFocus) : null) ??
      focusableIn(dialog).find((element) => !element.classList.contains('admin-dialog__close')) ??
      dialog
    first.focus()
    return () => {
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close()
        else dialog.removeAttribute('open')
      }
      const target = opener.current
      if (target?.isConnected) target.focus()
      // The opener is gone (a deleted row's button): start again at the screen's content.
      else document.getElementById(ADMIN_MAIN_ID)?.focus()
    }
  }, [ref, open, initialFocus])
}

/** Tab from the last element goes to the first, Shift+Tab from the first to the last: the focus stays inside. */
function keepTabInside(dialog: HTMLDialogElement, event: KeyboardEvent<HTMLDialogElement>) {
  const items = focusableIn(dialog)
  if (items.length === 0) return
  const first = items[0]!
  const last = items[items.length - 1]!
  const active = document.activeElement
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * A native <dialog> opened with showModal(): the rest of the page becomes inert, Escape closes it (through
 * onClose, so React owns the state), Tab cycles inside it, and focus returns to the opener on close.
 * The body is only rendered while open, so every opening starts with a fresh form.
 */
export function ModalDialog({ open, title, onClose, children, initialFocus, className }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useModalOpening(ref, open, initialFocus)

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Escape: keep the dialog under React's control instead of letting the browser close it.
    event.preventDefault()
    // A question asked from inside another dialog closes alone: React would pass the event on to the outer one.
    event.stopPropagation()
    onClose()
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape' || event.key === 'Tab') event.stopPropagation()
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
      return
    }
    if (event.key === 'Tab' && ref.current) keepTabInside(ref.current, event)
  }

  return (
    <dialog
      ref={ref}
      className={`admin-dialog${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={handleCancel}
      onKeyDown={handleKeyDown}
      tabIndex={-1}
    >
      {open && (
        <div className="admin-dialog__content">
          <div className="admin-dialog__header">
            <h2 id={titleId} className="admin-dialog__title">
              {title}
            </h2>
            <button type="button" className="admin-dialog__close" onClick={onClose} aria-label={messages.admin.closeDialog(title)}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  )
}
