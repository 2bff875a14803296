import { useState, type FormEvent } from 'react'
import { messages, type StaffRole } from '@site/contracts'
import { SelectField, TextField } from '../../../components/admin/admin-field'
import { ErrorAlert } from '../../../components/admin/feedback'
import { ApiRequestError } from '../../../lib/api-client'
import { inviteUser } from '../api'
import { RoleOptions } from './role-options'
import './account-panel.css'

const text = messages.adminAccounts

type FieldErrors = Partial<Record<'nome' | 'email' | 'papel', string>>

const fieldErrors = (error: unknown): FieldErrors =>
  error instanceof ApiRequestError ? Object.fromEntries(error.issues.map((issue) => [issue.campo, issue.mensagem])) : {}

/** The invitation form: user name, e-mail and role; the server sends the e-mail with the one-hour link. */
export function InviteForm({ onInvited }: { onInvited: (message: string) => void }) {
  const [errors, setErrors] = useState<FieldErrors>({})
  const [error, setError] = useState('')
  const [saving, setSaving] = useState(false)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const formElement = event.currentTarget
    const form = new FormData(formElement)
    setSaving(true)
    setErrors({})
    setError('')
    try {
      await inviteUser({
        nome: String(form.get('nome') ?? ''),
        email: String(form.get('email') ?? ''),
        papel: String(form.get('papel') ?? '') as StaffRole,
      })
      formElement.reset()
      onInvited(messages.accounts.invited)
    } catch (failure) {
      setErrors(fieldErrors(failure))
      setError((failure as Error).message)
    } finally {
      setSaving(false)
    }
  }

  return (
    <form className="account-panel" onSubmit={handleSubmit} noValidate aria-labelledby="convite-titulo">
      <h2 id="convite-titulo">{text.inviteTitle}</h2>
      <TextField label={text.userName} name="nome" autoComplete="off" error={errors.nome} />
      <TextField label={text.email} name="email" type="email" autoComplete="off" error={errors.email} />
      <SelectField label={text.role} name="papel" defaultValue="secretaria" error={errors.papel}>
        <RoleOptions />
      </SelectField>
      <ErrorAlert message={error} />
      <button type="submit" className="btn" disabled={saving}>
        {text.sendInvite}
      </button>
    </form>
  )
}
