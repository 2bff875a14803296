import { PATHS } from '@site/contracts'
import { HeroBanner } from '../components/layout/hero-banner'
import { PageMeta } from '../components/layout/page-meta'
import { PageSection } from '../components/ui/page-section'
import { TeamList } from '../features/content'

export default function TeamPage() {
  return (
    <>
      <PageMeta path={PATHS.team} />
      <HeroBanner
        titleStart="Nossa"
        titleEnd="equipe"
        subtitle="As pessoas que planejam e fazem acontecer os projetos da fundação."
      />
      <PageSection title="Quem faz parte">
        <TeamList />
      </PageSection>
    </>
  )
}
