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
  parentingSessions,
} from '../page-text/course-parenting'
import { CourseOfferings } from '../features/content'
import './course-pages.css'

export default function CourseParentingPage() {
  return (
    <>
      <PageMeta path={PATHS.courseParenting} />
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
        </dl>
        <ScheduleList items={parentingSessions} />
      </PageSection>
      <PageSection title="Turma e local">
        <CourseOfferings course="orientacao-parental" />
      </PageSection>
      <PageSection title="Palestrante" surface>
        <PersonCard person={parentingLecturer} />
      </PageSection>
    </>
  )
}
