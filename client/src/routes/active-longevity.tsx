import { PATHS } from '@site/contracts'
import { PageCardItem } from '../components/page/page-card-item'
import { ProjectPage } from '../components/page/project-page'
import { PageSection } from '../components/ui/page-section'
import { ScrollCarousel } from '../components/ui/scroll-carousel'
import { longevityActivities, longevityActivitiesSection as section, longevityProject } from '../page-text/projects'

export default function ActiveLongevityPage() {
  return (
    <ProjectPage path={PATHS.activeLongevity} content={longevityProject}>
      <PageSection title={section.title} intro={section.intro} surface>
        <ScrollCarousel
          label={section.label}
          items={longevityActivities}
          itemKey={(card) => card.id}
          renderItem={(card) => <PageCardItem card={card} />}
        />
      </PageSection>
    </ProjectPage>
  )
}
