import { CourseBanner } from '../components/layout/course-banner'
import { PageMeta } from '../components/layout/page-meta'
import { PageSection } from '../components/ui/page-section'
import { Prose } from '../components/ui/prose'
import { PersonCard } from '../components/ui/person-card'
import { ScheduleList } from '../components/ui/schedule-list'
import {
  parentingBanner,
  parentingDatesBadge,
  parentingLecturer,
  parentingMeta,
  parentingPresentation,
  parentingSessions,
  parentingVenue,
} from '../content/course-parenting'
import './course-pages.css'

export default function CourseParentingPage() {
  return (
    <>
      <PageMeta {...parentingMeta} />
      <CourseBanner {...parentingBanner} />
      <PageSection title="Apresentação">
        <Prose paragraphs={parentingPresentation} />
      </PageSection>
      <PageSection title="Encontros" surface>
        <dl className="course-facts">
          <div>
            <dt>Datas</dt>
            <dd>{parentingDatesBadge}</dd>
          </div>
          <div>
            <dt>Local</dt>
            <dd>{parentingVenue}</dd>
          </div>
        </dl>
        <ScheduleList items={parentingSessions} />
      </PageSection>
      <PageSection title="Palestrante">
        <PersonCard person={parentingLecturer} />
      </PageSection>
    </>
  )
}
