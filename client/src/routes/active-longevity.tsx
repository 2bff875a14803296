import { PATHS } from '@site/contracts'
import { PageCardItem } from '../components/page/page-card-item'
import { ProjectPage } from '../components/page/project-page'
import { PageSection } from '../components/ui/page-section'
import { ScrollCarousel } from '../components/ui/scroll-carousel'
import { island } from '../lib/island'
import { longevityActivities, longevityActivitiesSection as section, longevityProject } from '../page-text/projects'

export function LongevityCarousel() {
  return (
    <ScrollCarousel
      label={section.label}
      items={longevityActivities}
      itemKey={(card) => card.id}
      renderItem={(card) => <PageCardItem card={card} />}
    />
  )
}

const LongevityCarouselIsland = island('longevity-carousel', LongevityCarousel, 'use')

export default function ActiveLongevityPage() {
  return (
    <ProjectPage path={PATHS.activeLongevity} content={longevityProject}>
      <PageSection title={section.title} intro={section.intro} surface>
        <LongevityCarouselIsland />
      </PageSection>
    </ProjectPage>
  )
}
