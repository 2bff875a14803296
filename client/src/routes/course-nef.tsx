import { messages, PATHS } from '@site/contracts'
import { CourseBanner } from '../components/layout/course-banner'
import { PageMeta } from '../components/layout/page-meta'
import { TopicGrid } from '../components/page/topic-grid'
import { ExternalLink } from '../components/ui/external-link'
import { InfoCard } from '../components/ui/info-card'
import { PageSection } from '../components/ui/page-section'
import { Prose } from '../components/ui/prose'
import { ContactChannels } from '../components/layout/contact-channels'
import { CourseOfferings } from '../features/content'
import {
  nefBanner,
  nefCertification,
  nefCourses,
  nefLinks,
  nefPresentation,
  nefReasons,
  nefSections as section,
  nefSteps,
  nefSupportHours,
} from '../page-text/course-nef'
import './course-pages.css'

export default function CourseNefPage() {
  return (
    <>
      <PageMeta path={PATHS.courseNef} />
      <CourseBanner {...nefBanner} />
      <PageSection title={section.presentation}>
        <Prose paragraphs={nefPresentation} />
      </PageSection>
      <PageSection title={section.offerings} surface>
        <CourseOfferings course="nef" />
      </PageSection>
      <PageSection title={section.courses}>
        <ul className="grid grid--3" role="list">
          {nefCourses.map((course) => (
            <li key={course.id}>
              <InfoCard title={course.titulo} link={{ href: course.inscricao, label: messages.contentPages.signUp, external: true }}>
                <p>{course.descricao}</p>
              </InfoCard>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection title={section.howToApply} surface>
        <ol className="course-steps">
          {nefSteps.map((step) => (
            <li key={step.title} className="course-steps__item">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection title={section.certification}>
        <p className="prose">{nefCertification}</p>
      </PageSection>
      <PageSection title={section.support} surface>
        <p className="course-note">{section.supportNote(nefSupportHours)}</p>
        <ContactChannels />
      </PageSection>
      <PageSection title={section.links}>
        <ul className="contact-list" role="list">
          {nefLinks.map((link) => (
            <li key={link.url}>
              <ExternalLink href={link.url}>{link.label}</ExternalLink>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection title={section.reasons} surface>
        <TopicGrid items={nefReasons} />
      </PageSection>
    </>
  )
}
