import { PATHS } from '@site/contracts'
import { HeroBanner } from '../components/layout/hero-banner'
import { PageMeta } from '../components/layout/page-meta'
import { PageSection } from '../components/ui/page-section'
import { PartnerList } from '../features/content'
import { partnersPage } from '../page-text/partners'

export default function PartnersPage() {
  return (
    <>
      <PageMeta path={PATHS.partners} />
      <HeroBanner {...partnersPage.hero} />
      <PageSection title={partnersPage.heading}>
        <PartnerList />
      </PageSection>
    </>
  )
}
