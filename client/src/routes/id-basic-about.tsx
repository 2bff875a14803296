import { PATHS } from '@site/contracts'
import { HeroBanner } from '../components/layout/hero-banner'
import { PageMeta } from '../components/layout/page-meta'
import { PageSection } from '../components/ui/page-section'
import { Prose } from '../components/ui/prose'
import { Timeline } from '../components/ui/timeline'
import { digitalInclusionSections as section, idBasicAbout, idBasicAboutHero, idBasicTimeline } from '../page-text/digital-inclusion'

export default function IdBasicAboutPage() {
  return (
    <>
      <PageMeta path={PATHS.idBasicAbout} />
      <HeroBanner {...idBasicAboutHero} />
      <PageSection title={section.aboutCourse}>
        <Prose paragraphs={idBasicAbout} />
      </PageSection>
      <PageSection title={section.timeline} surface>
        <Timeline entries={idBasicTimeline} />
      </PageSection>
    </>
  )
}
