import { PATHS } from '@site/contracts'
import { CardGrid } from '../components/page/card-grid'
import { HeroBanner } from '../components/layout/hero-banner'
import { PageMeta } from '../components/layout/page-meta'
import { PageSection } from '../components/ui/page-section'
import { digitalInclusionSections, idIntermediateCards, idIntermediateHero } from '../page-text/digital-inclusion'

export default function IdIntermediatePage() {
  return (
    <>
      <PageMeta path={PATHS.idIntermediate} />
      <HeroBanner {...idIntermediateHero} />
      <PageSection title={digitalInclusionSections.allAboutCourse}>
        <CardGrid cards={idIntermediateCards} />
      </PageSection>
    </>
  )
}
