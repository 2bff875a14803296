import { PATHS } from '@site/contracts'
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
  parentingPresentation,
  parentingSections as section,
  parentingSessions,
} from '../page-text/course-parenting'
import { CourseOfferings } from '../features/content'
import './course-pages.css'

export default function CourseParentingPage() {
  return (
    <>
      <PageMeta path={PATHS.courseParenting} />
      <CourseBanner {...parentingBanner} />
      <PageSection title={section.presentation}>
        <Prose paragraphs={parentingPresentation} />
      </PageSection>
      <PageSection title={section.sessions} surface>
        <dl className="course-facts">
          <div>
            <dt>{section.dates}</dt>
            <dd>{parentingDatesBadge}</dd>
          </div>
        </dl>
        <ScheduleList items={parentingSessions} />
      </PageSection>
      <PageSection title={section.offerings}>
        <CourseOfferings course="orientacao-parental" />
      </PageSection>
      <PageSection title={section.lecturer} surface>
        <PersonCard person={parentingLecturer} />
      </PageSection>
    </>
  )
}
