import { Link } from 'react-router-dom'
import { PATHS } from '@site/contracts'
import { HeroBanner } from '../components/layout/hero-banner'
import { PageMeta } from '../components/layout/page-meta'
import { ExternalLink } from '../components/ui/external-link'
import { PageSection } from '../components/ui/page-section'
import { ASSISTED_TRANSFER } from '../page-text/assisted-transfer'

export default function AssistedTransferPage() {
  return (
    <>
      <PageMeta path={PATHS.assistedTransfer} />
      <HeroBanner titleStart="Transferência" titleEnd="assistida" subtitle={ASSISTED_TRANSFER.intro} />
      <PageSection title="Passo a passo" prose>
        <ol>
          {ASSISTED_TRANSFER.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="button-row">
          <Link to={PATHS.documentRequest} className="btn">
            Pedir documentos on-line
          </Link>
          <Link to={PATHS.academicDocuments} className="btn btn--outline">
            Voltar aos serviços do USJ
          </Link>
        </p>
      </PageSection>
      <PageSection title="Documentos" surface>
        <ul role="list" className="grid grid--2">
          {ASSISTED_TRANSFER.documents.map((document) => (
            <li key={document.title} className="card">
              <h3 className="card__title">{document.title}</h3>
              <p>{document.description}</p>
              {document.url ? (
                <ExternalLink href={document.url} className="card__action">
                  Abrir documento<span className="visually-hidden">: {document.title}</span>
                </ExternalLink>
              ) : (
                <p className="card__meta">Peça uma cópia à secretaria acadêmica.</p>
              )}
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  )
}
