import type { FormEvent, ReactNode } from 'react'
import { messages } from '@site/contracts'
import { ErrorAlert } from './feedback'
import './dialog-form.css'

type DialogFormProps = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  /** The alert under the fields; empty when there is nothing to say. */
  failure: string
  saving: boolean
  onCancel: () => void
  /** The fields, laid out in the form's grid. */
  children: ReactNode
  /** The submit button's words, 'Salvar' unless given. */
  submitLabel?: string
}

/** The form of an add or edit dialog: its fields, the failure alert, Cancelar and Salvar (Salvando… while saving). */
export function DialogForm({ onSubmit, failure, saving, onCancel, children, submitLabel = messages.admin.save }: DialogFormProps) {
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate>
      <div className="admin-dialog__body admin-form__grid">{children}</div>
      <div className="admin-dialog__footer">
        <ErrorAlert message={failure} />
        <div className="admin-dialog__actions">
          <button type="button" className="btn btn--outline" onClick={onCancel}>
            {messages.admin.cancel}
          </button>
          <button type="submit" className="btn" disabled={saving}>
            {saving ? messages.admin.saving : submitLabel}
          </button>
        </div>
      </div>
    </form>
  )
}
