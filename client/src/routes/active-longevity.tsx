import { PATHS } from '@site/contracts'
import { PageCardItem } from '../components/page/page-card-item'
import { ProjectPage } from '../components/page/project-page'
import { PageSection } from '../components/ui/page-section'
import { ScrollCarousel } from '../components/ui/scroll-carousel'
import { longevityActivities, longevityProject } from '../page-text/projects'

export default function ActiveLongevityPage() {
  return (
    <ProjectPage path={PATHS.activeLongevity} content={longevityProject}>
      <PageSection title="Atividades" intro="Role a lista ou use os botões para conhecer todas as atividades do programa." surface>
        <ScrollCarousel
          label="Atividades do Longevidade Ativa"
          items={longevityActivities}
          itemKey={(card) => card.id}
          renderItem={(card) => <PageCardItem card={card} />}
        />
      </PageSection>
    </ProjectPage>
  )
}
