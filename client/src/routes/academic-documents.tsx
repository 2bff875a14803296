import { Link } from 'react-router-dom'
import { PATHS } from '@site/contracts'
import { HeroBanner } from '../components/layout/hero-banner'
import { PageMeta } from '../components/layout/page-meta'
import { ExternalLink } from '../components/ui/external-link'
import { PageSection } from '../components/ui/page-section'
import { SmartImage } from '../components/ui/smart-image'
import { ACADEMIC_DOCUMENTS as DOCS, academicDocumentsPage as text } from '../page-text/academic-documents'
import './academic-documents.css'

export default function AcademicDocumentsPage() {
  return (
    <>
      <PageMeta path={PATHS.academicDocuments} />
      <HeroBanner {...text.hero} subtitle={DOCS.intro} />

      <section className="section" aria-labelledby="emec">
        <div className="container emec">
          <SmartImage
            src={DOCS.emec.qrImage}
            alt={text.qrAlt}
            width={232}
            height={232}
            className="emec__qr"
          />
          <div className="prose">
            <h2 id="emec" className="section__title">
              {text.emecTitle}
            </h2>
            <p>{DOCS.emec.text}</p>
            <p>
              <ExternalLink href={DOCS.emec.url} className="btn">
                {text.emecButton}
              </ExternalLink>
            </p>
            <p className="emec__url">{text.address(DOCS.emec.url)}</p>
          </div>
        </div>
      </section>

      <PageSection title={text.requestsTitle} surface prose>
        <p>{DOCS.requests.text}</p>
        <p>
          {text.answeredWithin} <strong>{text.hours(DOCS.requests.responseHours)}</strong>.
        </p>
        <p className="button-row">
          <Link to={PATHS.documentRequest} className="btn">
            {text.request}
          </Link>
          <Link to={PATHS.assistedTransfer} className="btn btn--outline">
            {text.transferInfo}
            <span className="visually-hidden"> {text.transferInfoHidden}</span>
          </Link>
        </p>
      </PageSection>

      <PageSection title={text.legislationTitle} prose>
        <p>
          <strong>{DOCS.legislation.label}</strong> – {DOCS.legislation.text}
        </p>
      </PageSection>
    </>
  )
}
