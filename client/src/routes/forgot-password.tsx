import { Link } from 'react-router-dom'
import { PATHS, messages } from '@site/contracts'
import { NoScriptNotice } from '../components/form'
import { PageMeta } from '../components/layout/page-meta'
import { ForgotPasswordFormIsland } from '../features/auth/components/forgot-password-form'

const text = messages.adminAccounts

/** /wp-admin/esqueci-a-senha: asks for a reset link by e-mail. */
export default function ForgotPasswordPage() {
  return (
    <section className="container section login-page">
      <PageMeta path={PATHS.forgotPassword} />
      <h1>{text.forgotTitle}</h1>
      <p className="section__intro">{text.forgotIntro}</p>
      <NoScriptNotice />
      <ForgotPasswordFormIsland />
      <p>
        <Link to={PATHS.login}>{text.backToLogin}</Link>
      </p>
    </section>
  )
}
