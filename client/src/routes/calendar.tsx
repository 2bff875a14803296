import { messages, PATHS } from '@site/contracts'
import { HeroBanner } from '../components/layout/hero-banner'
import { CalendarSubscription } from '../components/page/calendar-subscription'
import { PageMeta } from '../components/layout/page-meta'
import { CalendarEntries } from '../features/content'
import { LectureList } from '../features/events'
import { PageSection } from '../components/ui/page-section'
import { SmartImage } from '../components/ui/smart-image'
import { calendarHero, calendarImage, calendarSections, NO_LECTURES_MESSAGE } from '../page-text/lecture-cycle'
import './calendar.css'

export default function CalendarPage() {
  return (
    <>
      <PageMeta path={PATHS.calendar} />
      <HeroBanner {...calendarHero} />
      <PageSection title={calendarSections.lectures}>
        <div className="calendar">
          <SmartImage
            src={calendarImage.src}
            alt={calendarImage.alt}
            width={640}
            height={400}
            className="calendar__image"
          />
          <LectureList emptyMessage={NO_LECTURES_MESSAGE} />
        </div>
      </PageSection>
      <PageSection title={calendarSections.agenda} surface>
        <CalendarEntries />
      </PageSection>
      <PageSection title={messages.calendarFeed.subscribe}>
        <CalendarSubscription />
      </PageSection>
    </>
  )
}
