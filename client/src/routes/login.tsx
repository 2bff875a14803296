import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { PATHS, TOKEN_STORAGE_KEY, messages } from '@site/contracts'
import { NoScriptNotice } from '../components/form'
import { PageMeta } from '../components/layout/page-meta'
import { LoginForm } from '../features/auth/components/login-form'
import { readSession } from '../features/auth/token'
import { island } from '../lib/island'

/** The form; someone already holding a valid token goes straight to the admin area. */
export function LoginEntry() {
  const navigate = useNavigate()
  useEffect(() => {
    if (readSession()) void navigate(PATHS.admin, { replace: true })
  }, [navigate])
  return <LoginForm />
}

const LoginEntryIsland = island('login-form', LoginEntry, `stored:${TOKEN_STORAGE_KEY}`)

/**
 * /wp-admin: the staff login. Someone already holding a valid token goes straight to the admin area. Unlike the
 * admin screens it may be indexed: the path is well known anyway, and a noindex here is not protection.
 */
export default function LoginPage() {
  return (
    <section className="container section login-page">
      <PageMeta path={PATHS.login} />
      <h1>{messages.admin.loginTitle}</h1>
      <p className="section__intro">{messages.admin.loginIntro}</p>
      <NoScriptNotice />
      <LoginEntryIsland />
    </section>
  )
}
