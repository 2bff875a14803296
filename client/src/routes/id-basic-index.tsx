import { PATHS } from '@site/contracts'
import { CardGrid } from '../components/page/card-grid'
import { HeroBanner } from '../components/layout/hero-banner'
import { PageMeta } from '../components/layout/page-meta'
import { PageSection } from '../components/ui/page-section'
import { StatList } from '../components/ui/stat-list'
import { digitalInclusionSections as section, idBasicCards, idBasicHero, idBasicStats } from '../page-text/digital-inclusion'

export default function IdBasicIndexPage() {
  return (
    <>
      <PageMeta path={PATHS.idBasic} />
      <HeroBanner {...idBasicHero} />
      <PageSection title={section.takePart}>
        <CardGrid cards={idBasicCards} />
      </PageSection>
      <PageSection title={section.inNumbers} surface>
        <StatList stats={idBasicStats} />
      </PageSection>
    </>
  )
}
