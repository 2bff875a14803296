import { Navigate } from 'react-router-dom'
import { PATHS, messages } from '@site/contracts'
import { NoScriptNotice } from '../components/form'
import { PageMeta } from '../components/layout/page-meta'
import { LoginForm } from '../features/auth/components/login-form'
import { readSession } from '../features/auth/token'

/**
 * /wp-admin: the staff login. Someone already holding a valid token goes straight to the admin area. Unlike the
 * admin screens it may be indexed: the path is well known anyway, and a noindex here is not protection.
 */
export default function LoginPage() {
  if (readSession()) return <Navigate to={PATHS.admin} replace />
  return (
    <section className="container section login-page">
      <PageMeta path={PATHS.login} />
      <h1>{messages.admin.loginTitle}</h1>
      <p className="section__intro">{messages.admin.loginIntro}</p>
      <NoScriptNotice />
      <LoginForm />
    </section>
  )
}
