import { Link } from 'react-router-dom'
import { PATHS } from '@site/contracts'
import { HeroBanner } from '../components/layout/hero-banner'
import { PageMeta } from '../components/layout/page-meta'
import { ExternalLink } from '../components/ui/external-link'
import { PageSection } from '../components/ui/page-section'
import { ASSISTED_TRANSFER, assistedTransferPage as text } from '../page-text/assisted-transfer'

export default function AssistedTransferPage() {
  return (
    <>
      <PageMeta path={PATHS.assistedTransfer} />
      <HeroBanner {...text.hero} subtitle={ASSISTED_TRANSFER.intro} />
      <PageSection title={text.steps} prose>
        <ol>
          {ASSISTED_TRANSFER.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="button-row">
          <Link to={PATHS.documentRequest} className="btn">
            {text.requestDocuments}
          </Link>
          <Link to={PATHS.academicDocuments} className="btn btn--outline">
            {text.backToServices}
          </Link>
        </p>
      </PageSection>
      <PageSection title={text.documents} surface>
        <ul role="list" className="grid grid--2">
          {ASSISTED_TRANSFER.documents.map((document) => (
            <li key={document.title} className="card">
              <h3 className="card__title">{document.title}</h3>
              <p>{document.description}</p>
              {document.url ? (
                <ExternalLink href={document.url} className="card__action">
                  {text.openDocument}
                  <span className="visually-hidden">: {document.title}</span>
                </ExternalLink>
              ) : (
                <p className="card__meta">{text.askForCopy}</p>
              )}
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  )
}
