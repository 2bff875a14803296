import { PATHS } from '@site/contracts'
import { HeroBanner } from '../components/layout/hero-banner'
import { PageMeta } from '../components/layout/page-meta'
import { PageSection } from '../components/ui/page-section'
import { PartnerList } from '../features/content'

export default function PartnersPage() {
  return (
    <>
      <PageMeta path={PATHS.partners} />
      <HeroBanner
        titleStart="Nossos"
        titleEnd="parceiros"
        subtitle="Instituições que caminham com a fundação para levar educação a mais pessoas."
      />
      <PageSection title="Quem apoia nossos projetos">
        <PartnerList />
      </PageSection>
    </>
  )
}
