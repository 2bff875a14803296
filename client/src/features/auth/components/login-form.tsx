import { useId, useRef, useState, type FormEvent, type RefObject } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { PATHS, messages } from '@site/contracts'
import { setToken } from '../../../lib/api-client'
import { GroupedForm } from '../../../components/form'
import { LOGIN_REDIRECT, login } from '../api'
import { pageAfterLogin, SessionEndNotice } from './unsaved-change'
import './login.css'

const text = messages.admin
const accountText = messages.adminAccounts

/**
 * The sign-in's state and its submit: the server decides, and its message is shown. An account with two-factor
 * authentication answers that it needs the code; the form then asks for it and sends it with the next submit.
 */
function useLogin() {
  const navigate = useNavigate()
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState('')
  const [askCode, setAskCode] = useState(false)
  const codeInput = useRef<HTMLInputElement>(null)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const codigo = String(form.get('codigo') ?? '')
    setLoading(true)
    setError('')
    try {
      const outcome = await login({
        nome: String(form.get('nome') ?? ''),
        senha: String(form.get('senha') ?? ''),
        ...(askCode && { codigo }),
      })
      if ('secondFactor' in outcome) {
        setAskCode(true)
        setError(messages.accounts.twoFactorCodeRequired)
        setLoading(false)
        requestAnimationFrame(() => codeInput.current?.focus())
        return
      }
      setToken(outcome.token)
      navigate(pageAfterLogin(LOGIN_REDIRECT), { replace: true })
    } catch (failure) {
      setError((failure as Error).message || messages.auth.invalidCredentials)
      setLoading(false)
    }
  }

  return { loading, error, askCode, codeInput, handleSubmit }
}

/** The two-factor code's field, with its hint. */
function CodeField({ input }: { input: RefObject<HTMLInputElement | null> }) {
  return (
    <div className="admin-field">
      <label htmlFor="login-codigo">{accountText.loginCodeLabel}</label>
      <p id="login-codigo-dica" className="login-form__hint">
        {accountText.loginCodeHint}
      </p>
      <input
        ref={input}
        id="login-codigo"
        name="codigo"
        type="text"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        aria-describedby="login-codigo-dica"
      />
    </div>
  )
}

/** Fields Usuário and Senha, then, for an account with two-factor authentication, the code; no client-side rule. */
export function LoginForm() {
  const { loading, error, askCode, codeInput, handleSubmit } = useLogin()
  const errorId = useId()

  return (
    <GroupedForm
      legend={text.loginTitle}
      className="login-form"
      onSubmit={handleSubmit}
      aria-describedby={error ? errorId : undefined}
      noValidate
    >
      <SessionEndNotice />
      <div className="admin-field">
        <label htmlFor="login-nome">{text.userName}</label>
        <input id="login-nome" name="nome" type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} />
      </div>
      <div className="admin-field">
        <label htmlFor="login-senha">{text.password}</label>
        <input id="login-senha" name="senha" type="password" autoComplete="current-password" />
      </div>
      {askCode && <CodeField input={codeInput} />}
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
      <Link to={PATHS.forgotPassword} className="login-form__link">
        {accountText.forgotPassword}
      </Link>
    </GroupedForm>
  )
}
