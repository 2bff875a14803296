import { PATHS } from '@site/contracts'
import { HeroBanner } from '../components/layout/hero-banner'
import { PageMeta } from '../components/layout/page-meta'
import { PageSection } from '../components/ui/page-section'
import { SmartImage } from '../components/ui/smart-image'
import { ACHIEVEMENTS, ACHIEVEMENTS_INTRO, achievementsPage } from '../page-text/achievements'

export default function AchievementsPage() {
  return (
    <>
      <PageMeta path={PATHS.achievements} />
      <HeroBanner {...achievementsPage.hero} />
      <PageSection title={achievementsPage.heading} intro={ACHIEVEMENTS_INTRO}>
        <ul role="list" className="grid grid--3">
          {ACHIEVEMENTS.map((item) => (
            <li key={item.image}>
              <figure className="card card--media">
                <SmartImage src={item.image} alt={item.alt} width={600} height={450} />
                <figcaption className="card__body">{item.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  )
}
