import { CardGrid } from '../components/content/card-grid'
import { HeroBanner } from '../components/layout/hero-banner'
import { PageMeta } from '../components/layout/page-meta'
import { PageSection } from '../components/ui/page-section'
import { idIntermediateCards, idIntermediateHero, idIntermediateMeta } from '../content/digital-inclusion'

export default function IdIntermediatePage() {
  return (
    <>
      <PageMeta {...idIntermediateMeta} />
      <HeroBanner {...idIntermediateHero} />
      <PageSection title="Tudo sobre o curso">
        <CardGrid cards={idIntermediateCards} />
      </PageSection>
    </>
  )
}
