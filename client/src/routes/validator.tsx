import { messages, PATHS, validatorLink } from '@site/contracts'
import { useParams } from 'react-router-dom'
import { NoScriptNotice } from '../components/form'
import { PageMeta } from '../components/layout/page-meta'
import { CertificateChecker } from '../features/certificates'
import { island } from '../lib/island'
import { useSiteContacts } from '../lib/site-contacts'

const text = messages.validatorPage

/**
 * After a successful search the address becomes the shareable /validador/<codigo>. It is replaced outside the
 * router on purpose: a router navigation would remount the page (the layout is keyed by path) and pull focus
 * to <main>, away from the result the visitor just asked for.
 */
const showCodeInAddress = (codigo: string) => window.history.replaceState(window.history.state, '', validatorLink(codigo))

const shareLink = (codigo: string) => `${window.location.origin}${validatorLink(codigo)}`

/** The checker with what it needs from the page: the code in the address, if any, and the contact for help. */
export function ValidatorChecker({ initialCode }: { initialCode?: string }) {
  const { email } = useSiteContacts()
  return <CertificateChecker initialCode={initialCode} onFound={showCodeInAddress} shareLink={shareLink} supportEmail={email} />
}

export const ValidatorCheckerIsland = island('certificate-checker', ValidatorChecker, ({ initialCode }) => (initialCode ? 'load' : 'use'))

export default function ValidatorPage() {
  const { codigo } = useParams()
  return (
    <section className="container section">
      <PageMeta path={PATHS.validator} />
      <h1>{text.title}</h1>
      <p className="section__intro">{text.intro}</p>
      <NoScriptNotice />
      <ValidatorCheckerIsland initialCode={codigo} />
    </section>
  )
}
