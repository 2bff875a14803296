import { PATHS } from '@site/contracts'
import { CourseBanner } from '../components/layout/course-banner'
import { PageMeta } from '../components/layout/page-meta'
import { InfoCard } from '../components/ui/info-card'
import { PageSection } from '../components/ui/page-section'
import { Prose } from '../components/ui/prose'
import { PersonCard } from '../components/ui/person-card'
import { ScheduleList } from '../components/ui/schedule-list'
import { ContactChannels } from '../components/layout/contact-channels'
import { CourseOfferings } from '../features/content'
import {
  MIN_ATTENDANCE,
  writingBanner,
  writingLecturer,
  writingModules,
  writingPeriods,
  writingPresentation,
  writingSections as section,
  writingSyllabus,
  writingWorkload,
} from '../page-text/course-official-writing'
import { formatDate } from '../lib/format'
import './course-pages.css'

const { registration } = writingPeriods

export default function CourseOfficialWritingPage() {
  return (
    <>
      <PageMeta path={PATHS.courseOfficialWriting} />
      <CourseBanner {...writingBanner} />
      <PageSection title={section.presentation}>
        <Prose paragraphs={writingPresentation} />
      </PageSection>
      <PageSection title={section.modules} surface>
        <dl className="course-facts">
          <div>
            <dt>{section.registration}</dt>
            <dd>{section.period(formatDate(registration.start), formatDate(registration.end))}</dd>
          </div>
          <div>
            <dt>{section.workload}</dt>
            <dd>{writingWorkload}</dd>
          </div>
        </dl>
        <ScheduleList items={writingModules} />
      </PageSection>
      <PageSection title={section.offerings}>
        <CourseOfferings course="redacao-oficial" />
      </PageSection>
      <PageSection title={section.syllabus} surface>
        <ul className="grid grid--3" role="list">
          {writingSyllabus.map((block) => (
            <li key={block.title}>
              <InfoCard title={block.title}>
                <ul className="card__list">
                  {block.topics.map((topic) => (
                    <li key={topic}>{topic}</li>
                  ))}
                </ul>
              </InfoCard>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection title={section.lecturer}>
        <PersonCard person={writingLecturer} />
      </PageSection>
      <PageSection title={section.information} surface>
        <ul className="grid grid--3" role="list">
          <li>
            <InfoCard title={section.certificate}>
              <p>{section.certificateRule(MIN_ATTENDANCE)}</p>
            </InfoCard>
          </li>
          <li>
            <InfoCard title={section.contact}>
              <ContactChannels />
            </InfoCard>
          </li>
          <li>
            <InfoCard title={section.information}>
              <p>{section.summary(formatDate(registration.start), formatDate(registration.end))}</p>
            </InfoCard>
          </li>
        </ul>
      </PageSection>
    </>
  )
}
