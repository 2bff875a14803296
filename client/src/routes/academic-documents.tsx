import { Link } from 'react-router-dom'
import { PATHS } from '@site/contracts'
import { HeroBanner } from '../components/layout/hero-banner'
import { PageMeta } from '../components/layout/page-meta'
import { ExternalLink } from '../components/ui/external-link'
import { PageSection } from '../components/ui/page-section'
import { SmartImage } from '../components/ui/smart-image'
import { ACADEMIC_DOCUMENTS as DOCS } from '../page-text/academic-documents'
import './academic-documents.css'

export default function AcademicDocumentsPage() {
  return (
    <>
      <PageMeta path={PATHS.academicDocuments} />
      <HeroBanner titleStart="USJ:" titleEnd="documentos acadêmicos" subtitle={DOCS.intro} />

      <section className="section" aria-labelledby="emec">
        <div className="container emec">
          <SmartImage
            src={DOCS.emec.qrImage}
            alt="Código QR que leva ao cadastro e-MEC"
            width={232}
            height={232}
            className="emec__qr"
          />
          <div className="prose">
            <h2 id="emec" className="section__title">
              Cadastro no e-MEC
            </h2>
            <p>{DOCS.emec.text}</p>
            <p>
              <ExternalLink href={DOCS.emec.url} className="btn">
                Consultar o e-MEC
              </ExternalLink>
            </p>
            <p className="emec__url">Endereço: {DOCS.emec.url}</p>
          </div>
        </div>
      </section>

      <PageSection title="Requerimento de documentos on-line" surface prose>
        <p>{DOCS.requests.text}</p>
        <p>
          Depois de enviado, o pedido é respondido em até <strong>{DOCS.requests.responseHours} horas</strong>.
        </p>
        <p className="button-row">
          <Link to={PATHS.documentRequest} className="btn">
            Fazer requerimento
          </Link>
          <Link to={PATHS.assistedTransfer} className="btn btn--outline">
            Informações<span className="visually-hidden"> sobre a transferência assistida</span>
          </Link>
        </p>
      </PageSection>

      <PageSection title="Legislação" prose>
        <p>
          <strong>{DOCS.legislation.label}</strong> – {DOCS.legislation.text}
        </p>
      </PageSection>
    </>
  )
}
