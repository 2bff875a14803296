import { HeroBanner } from '../components/layout/hero-banner'
import { PageMeta } from '../components/layout/page-meta'
import { PageSection } from '../components/ui/page-section'
import { TeamList } from '../features/content'

export default function TeamPage() {
  return (
    <>
      <PageMeta title="Equipe" description="Conheça a equipe da fundação e saiba com quem falar em cada área." />
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
