import { useId, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { messages } from '@site/contracts'
import { setToken } from '../../../lib/api-client'
import { LOGIN_REDIRECT, login } from '../api'
import './login.css'

const text = messages.admin

/** Fields Usuário and Senha; no client-side rule: the server decides, and its message is shown. */
export function LoginForm() {
  const navigate = useNavigate()
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState('')
  const errorId = useId()

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setLoading(true)
    setError('')
    try {
      const token = await login({ nome: String(form.get('nome') ?? ''), senha: String(form.get('senha') ?? '') })
      setToken(token)
      navigate(LOGIN_REDIRECT, { replace: true })
    } catch (failure) {
      setError((failure as Error).message || messages.auth.invalidCredentials)
      setLoading(false)
    }
  }

  return (
    <form className="login-form" onSubmit={handleSubmit} aria-describedby={error ? errorId : undefined} noValidate>
      <div className="admin-field">
        <label htmlFor="login-nome">Usuário</label>
        <input id="login-nome" name="nome" type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} />
      </div>
      <div className="admin-field">
        <label htmlFor="login-senha">Senha</label>
        <input id="login-senha" name="senha" type="password" autoComplete="current-password" />
      </div>
      <div id={errorId} role="alert" className={error ? 'admin-alert admin-alert--error' : undefined}>
        {error}
      </div>
      <button type="submit" className="btn login-form__submit" disabled={loading} aria-describedby={loading ? `${errorId}-busy` : undefined}>
        {text.loginButton}
      </button>
      {loading && (
        <p id={`${errorId}-busy`} role="status" className="login-form__busy">
          {text.loginLoading}
        </p>
      )}
    </form>
  )
}
