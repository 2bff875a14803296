import { HeroBanner } from '../components/layout/hero-banner'
import { PageMeta } from '../components/layout/page-meta'
import { PageSection } from '../components/ui/page-section'
import { SmartImage } from '../components/ui/smart-image'
import { PARTNERS } from '../content/partners'
import './partners.css'

export default function PartnersPage() {
  return (
    <>
      <PageMeta
        title="Parceiros"
        description="Instituições que trabalham com a fundação em cursos, palestras e projetos de inclusão."
      />
      <HeroBanner
        titleStart="Nossos"
        titleEnd="parceiros"
        subtitle={`${PARTNERS.length} instituições que caminham com a fundação para levar educação a mais pessoas.`}
      />
      <PageSection title="Quem apoia nossos projetos">
        <ul role="list" className="partners">
          {PARTNERS.map((partner) => (
            <li key={partner.url}>
              <a href={partner.url} target="_blank" rel="noopener noreferrer" className="partners__link">
                <SmartImage src={partner.logo} alt={`${partner.name} (abre em nova aba)`} width={480} height={160} />
              </a>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  )
}
