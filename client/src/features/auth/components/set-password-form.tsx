import { useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { PATHS, messages } from '@site/contracts'
import { ApiRequestError } from '../../../lib/api-client'
import { GroupedForm } from '../../../components/form'
import { setPasswordWithLink } from '../api'
import './login.css'
import { island } from '../../../lib/island'

const text = messages.adminAccounts

/**
 * The new password for the token of an invitation or reset link. The token sits in the link's fragment, which the
 * browser never sends to a server; the server checks it and the password rules. `title`: the page's, which tells an
 * invitation from a reset.
 */
export function SetPasswordForm({ title }: { title: string }) {
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState('')
  const [done, setDone] = useState('')

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const senha = String(new FormData(event.currentTarget).get('senha') ?? '')
    const token = window.location.hash.replace(/^#/, '')
    setLoading(true)
    setError('')
    try {
      setDone(await setPasswordWithLink(token, senha))
    } catch (failure) {
      const issue = failure instanceof ApiRequestError ? failure.issues[0]?.mensagem : undefined
      setError(issue ?? (failure as Error).message)
    } finally {
      setLoading(false)
    }
  }

  if (done) {
    return (
      <div className="login-form">
        <p role="status">{done}</p>
        <Link to={PATHS.login}>{text.backToLogin}</Link>
      </div>
    )
  }
  return (
    <GroupedForm legend={title} className="login-form" onSubmit={handleSubmit} noValidate>
      <div className="admin-field">
        <label htmlFor="nova-senha">{text.newPassword}</label>
        <p id="nova-senha-dica" className="login-form__hint">
          {text.passwordHint}
        </p>
        <input id="nova-senha" name="senha" type="password" autoComplete="new-password" aria-describedby="nova-senha-dica" />
      </div>
      <div role="alert" className={error ? 'admin-alert admin-alert--error' : undefined}>
        {error}
      </div>
      <button type="submit" className="btn login-form__submit" disabled={loading}>
        {text.setPassword}
      </button>
    </GroupedForm>
  )
}

/** SetPasswordForm as an island of the page the server drew (lib/island.tsx). */
export const SetPasswordFormIsland = island('set-password-form', SetPasswordForm, 'use')
