import { PATHS } from '@site/contracts'
import { TopicGrid } from '../components/page/topic-grid'
import { HeroBanner } from '../components/layout/hero-banner'
import { PageMeta } from '../components/layout/page-meta'
import { PageSection } from '../components/ui/page-section'
import { Prose } from '../components/ui/prose'
import { StatList } from '../components/ui/stat-list'
import {
  digitalInclusionSections as section,
  idIntermediateAbout,
  idIntermediateAboutHero,
  idIntermediateFacts,
  idIntermediateTopics,
} from '../page-text/digital-inclusion'

export default function IdIntermediateAboutPage() {
  return (
    <>
      <PageMeta path={PATHS.idIntermediateAbout} />
      <HeroBanner {...idIntermediateAboutHero} />
      <PageSection title={section.aboutCourse}>
        <Prose paragraphs={idIntermediateAbout} />
      </PageSection>
      <PageSection title={section.workshopFormat} surface>
        <StatList stats={idIntermediateFacts} />
      </PageSection>
      <PageSection title={idIntermediateTopics.title}>
        <TopicGrid items={idIntermediateTopics.items} />
      </PageSection>
    </>
  )
}
