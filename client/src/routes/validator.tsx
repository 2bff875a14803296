import { messages, PATHS, validatorLink } from '@site/contracts'
import { useLocation, useParams } from 'react-router-dom'
import { NoScriptNotice } from '../components/form'
import { PageMeta } from '../components/layout/page-meta'
import { CertificateChecker } from '../features/certificates'
import { useSiteContacts } from '../lib/site-contacts'

const text = messages.validatorPage

/**
 * After a successful search the address becomes the shareable /validador/<codigo>. It is replaced outside the
 * router on purpose: a router navigation would remount the page (the layout is keyed by path) and pull focus
 * to <main>, away from the result the visitor just asked for.
 */
const showCodeInAddress = (codigo: string) => window.history.replaceState(window.history.state, '', validatorLink(codigo))

const shareLink = (codigo: string) => `${window.location.origin}${validatorLink(codigo)}`

export default function ValidatorPage() {
  const { codigo } = useParams()
  const { key } = useLocation()
  const { email } = useSiteContacts()
  return (
    <section className="container section">
      <PageMeta path={PATHS.validator} />
      <h1>{text.title}</h1>
      <p className="section__intro">{text.intro}</p>
      <NoScriptNotice />
      <CertificateChecker
        key={key}
        initialCode={codigo}
        onFound={showCodeInAddress}
        shareLink={shareLink}
        supportEmail={email}
      />
    </section>
  )
}
