import { PATHS } from '@site/contracts'
import { Link } from 'react-router-dom'
import { PagePhoto } from '../components/page/page-photo'
import { TopicGrid } from '../components/page/topic-grid'
import { HeroBanner } from '../components/layout/hero-banner'
import { PageMeta } from '../components/layout/page-meta'
import { PageSection } from '../components/ui/page-section'
import { Prose } from '../components/ui/prose'
import { cycleHero, cycleHighlights, cycleImage, cycleIntro, cycleSections as section } from '../page-text/lecture-cycle'
import './cycle.css'

export default function CyclePage() {
  return (
    <>
      <PageMeta path={PATHS.cycle} />
      <HeroBanner {...cycleHero} />
      <PageSection title={section.about}>
        <div className="cycle__about">
          <div>
            <Prose paragraphs={cycleIntro} />
            <p className="cycle__actions">
              <Link to={PATHS.cycleRegistration} className="btn btn--accent">
                {section.signUp}
              </Link>
              <Link to={PATHS.calendar} className="btn btn--outline">
                {section.calendar}
              </Link>
            </p>
          </div>
          {/* The photo staff chose for the cycle in "Fotos das páginas", like every program and project page. */}
          <PagePhoto page="ciclo" fallback={cycleImage} sizes="(min-width: 56rem) 40vw, 100vw" className="cycle__image" />
        </div>
      </PageSection>
      <PageSection title={section.howItWorks} surface>
        <TopicGrid items={cycleHighlights} />
      </PageSection>
    </>
  )
}
