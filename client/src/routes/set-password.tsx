import { useLocation } from 'react-router-dom'
import { PATHS, messages, normalizePath } from '@site/contracts'
import { NoScriptNotice } from '../components/form'
import { PageMeta } from '../components/layout/page-meta'
import { SetPasswordFormIsland } from '../features/auth/components/set-password-form'

const text = messages.adminAccounts

/** /wp-admin/convite and /wp-admin/nova-senha: the pages the invitation and reset e-mails link to. */
export default function SetPasswordPage() {
  const invitation = normalizePath(useLocation().pathname) === PATHS.acceptInvitation
  const title = invitation ? text.invitationTitle : text.resetTitle
  const intro = invitation ? text.invitationIntro : text.resetIntro
  return (
    <section className="container section login-page">
      <PageMeta path={invitation ? PATHS.acceptInvitation : PATHS.resetPassword} />
      <h1>{title}</h1>
      <p className="section__intro">{intro}</p>
      <NoScriptNotice />
      <SetPasswordFormIsland title={title} />
    </section>
  )
}
