import { useState, type FormEvent } from 'react'
import { messages } from '@site/contracts'
import { GroupedForm } from '../../../components/form'
import { requestPasswordReset } from '../api'
import './login.css'
import { island } from '../../../lib/island'

const text = messages.adminAccounts

/** E-mail, then the server's one answer (the same whether the address has an account or not). */
export function ForgotPasswordForm() {
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState('')
  const [done, setDone] = useState('')

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const email = String(new FormData(event.currentTarget).get('email') ?? '')
    setLoading(true)
    setError('')
    try {
      setDone(await requestPasswordReset(email))
    } catch (failure) {
      setError((failure as Error).message)
    } finally {
      setLoading(false)
    }
  }

  return (
    <GroupedForm legend={text.forgotTitle} className="login-form" onSubmit={handleSubmit} noValidate>
      <div className="admin-field">
        <label htmlFor="esqueci-email">{text.email}</label>
        <input id="esqueci-email" name="email" type="email" autoComplete="email" />
      </div>
      <div role="alert" className={error ? 'admin-alert admin-alert--error' : undefined}>
        {error}
      </div>
      <div role="status">{done}</div>
      <button type="submit" className="btn login-form__submit" disabled={loading}>
        {text.sendLink}
      </button>
    </GroupedForm>
  )
}

/** ForgotPasswordForm as an island of the page the server drew (lib/island.tsx). */
export const ForgotPasswordFormIsland = island('forgot-password-form', ForgotPasswordForm, 'use')
