import { PATHS } from '@site/contracts'
import { HeroBanner } from '../components/layout/hero-banner'
import { PageMeta } from '../components/layout/page-meta'
import { PageSection } from '../components/ui/page-section'
import { TeamList } from '../features/content'
import { teamPage } from '../page-text/team'

export default function TeamPage() {
  return (
    <>
      <PageMeta path={PATHS.team} />
      <HeroBanner {...teamPage.hero} />
      <PageSection title={teamPage.heading}>
        <TeamList />
      </PageSection>
    </>
  )
}
