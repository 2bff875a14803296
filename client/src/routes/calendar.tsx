import type { Lecture } from '@site/contracts'
import { HeroBanner } from '../components/layout/hero-banner'
import { PageMeta } from '../components/layout/page-meta'
import { LectureList } from '../components/ui/lecture-list'
import { PageSection } from '../components/ui/page-section'
import { SmartImage } from '../components/ui/smart-image'
import { calendarHero, calendarImage, calendarMeta, NO_LECTURES_MESSAGE } from '../content/lecture-cycle'
import './calendar.css'

// Placeholder until GET /palestras is wired in: the page shows its empty state.
const lectures: readonly Lecture[] = []

export default function CalendarPage() {
  return (
    <>
      <PageMeta {...calendarMeta} />
      <HeroBanner {...calendarHero} />
      <PageSection title="Próximas palestras">
        <div className="calendar">
          <SmartImage
            src={calendarImage.src}
            alt={calendarImage.alt}
            width={640}
            height={400}
            className="calendar__image"
          />
          <LectureList lectures={lectures} emptyMessage={NO_LECTURES_MESSAGE} />
        </div>
      </PageSection>
    </>
  )
}
