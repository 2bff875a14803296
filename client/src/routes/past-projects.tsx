import { PATHS } from '@site/contracts'
import { PageCardItem } from '../components/page/page-card-item'
import { TopicGrid } from '../components/page/topic-grid'
import { HeroBanner } from '../components/layout/hero-banner'
import { PageMeta } from '../components/layout/page-meta'
import { PageSection } from '../components/ui/page-section'
import { RevealOnScroll } from '../components/ui/reveal-on-scroll'
import { StatList } from '../components/ui/stat-list'
import {
  pastProjectCards,
  pastProjectsApproach,
  pastProjectsHero,
  pastProjectsImpact,
  pastProjectsIntro,
  pastProjectsTitle,
  } from '../page-text/past-projects'

export default function PastProjectsPage() {
  return (
    <>
      <PageMeta path={PATHS.pastProjects} />
      <HeroBanner {...pastProjectsHero} />
      <PageSection title={pastProjectsTitle} intro={pastProjectsIntro}>
        <ul className="grid grid--3" role="list">
          {pastProjectCards.map((card) => (
            <li key={card.id}>
              <RevealOnScroll>
                <PageCardItem card={card} />
              </RevealOnScroll>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection title={pastProjectsApproach.title} surface>
        <TopicGrid items={pastProjectsApproach.items} />
      </PageSection>
      <PageSection title={pastProjectsImpact.title} intro={pastProjectsImpact.intro}>
        <StatList stats={pastProjectsImpact.stats} />
      </PageSection>
    </>
  )
}
