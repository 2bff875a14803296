import { useState, type ReactNode } from 'react'
import { messages } from '@site/contracts'
import { ApiRequestError } from '../../lib/api-client'
import { ModalDialog } from './modal-dialog'
import { ErrorAlert } from './feedback'
import './confirm-dialog.css'

const text = messages.admin

export interface ConfirmDialogProps {
  open: boolean
  title?: string
  children: ReactNode
  confirmLabel?: string
  /** The confirm button's text while onConfirm runs; by default "Excluindo…". */
  busyLabel?: string
  /** The consequence said under the question; by default that it cannot be undone. */
  consequence?: string
  /**
   * Shown inside the dialog when onConfirm rejects; the dialog stays open for another try. A conflict the server
   * explains (409: an image still in use names where) is shown in the server's words instead.
   */
  failureMessage: string
  onConfirm: () => Promise<void>
  onClose: () => void
}

/** Asks before a destructive action. Focus starts on Cancelar, the safe choice. */
export function ConfirmDialog({
  open,
  title = text.confirmDeleteTitle,
  children,
  confirmLabel = text.delete,
  busyLabel = text.deleting,
  consequence = text.irreversible,
  failureMessage,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  const close = () => {
    setError('')
    setBusy(false)
    onClose()
  }

  async function confirm() {
    setBusy(true)
    setError('')
    try {
      await onConfirm()
      setBusy(false)
    } catch (failure) {
      console.error(failure)
      setError(failure instanceof ApiRequestError && failure.status === 409 ? failure.message : failureMessage)
      setBusy(false)
    }
  }

  return (
    <ModalDialog open={open} title={title} onClose={close} className="admin-dialog--narrow">
      <div className="admin-dialog__body">
        {children}
        <p>{consequence}</p>
        <ErrorAlert message={error} />
      </div>
      <div className="admin-dialog__actions">
        <button type="button" className="btn btn--outline" onClick={close}>
          {text.cancel}
        </button>
        <button type="button" className="btn btn--danger" onClick={confirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </ModalDialog>
  )
}
