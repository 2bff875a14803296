import { PATHS } from '@site/contracts'
import { PageCardItem } from '../components/page/page-card-item'
import { HeroBanner } from '../components/layout/hero-banner'
import { PageMeta } from '../components/layout/page-meta'
import { CardCarousel } from '../components/ui/card-carousel'
import { PageSection } from '../components/ui/page-section'
import { island } from '../lib/island'
import { activeProjectCards, activeProjectsHero, activeProjectsSection as section } from '../page-text/projects'

export function ActiveProjectsCarousel() {
  return (
    <CardCarousel
      label={section.label}
      items={activeProjectCards}
      itemKey={(card) => card.id}
      renderItem={(card) => <PageCardItem card={card} />}
    />
  )
}

const ActiveProjectsCarouselIsland = island('active-projects-carousel', ActiveProjectsCarousel, 'use')

export default function ActiveProjectsPage() {
  return (
    <>
      <PageMeta path={PATHS.activeProjects} />
      <HeroBanner {...activeProjectsHero} />
      <PageSection title={section.title} intro={section.intro}>
        <ActiveProjectsCarouselIsland />
      </PageSection>
    </>
  )
}
