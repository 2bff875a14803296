import { PATHS } from '@site/contracts'
import { HeroBanner } from '../components/layout/hero-banner'
import { PageMeta } from '../components/layout/page-meta'
import { PageSection } from '../components/ui/page-section'
import { Prose } from '../components/ui/prose'
import { Timeline } from '../components/ui/timeline'
import { idBasicAbout, idBasicAboutHero, idBasicTimeline } from '../page-text/digital-inclusion'

export default function IdBasicAboutPage() {
  return (
    <>
      <PageMeta path={PATHS.idBasicAbout} />
      <HeroBanner {...idBasicAboutHero} />
      <PageSection title="Sobre o curso">
        <Prose paragraphs={idBasicAbout} />
      </PageSection>
      <PageSection title="Nossa trajetória de 2022 a 2025" surface>
        <Timeline entries={idBasicTimeline} />
      </PageSection>
    </>
  )
}
