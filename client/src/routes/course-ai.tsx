import { PATHS } from '@site/contracts'
import { CourseBanner } from '../components/layout/course-banner'
import { PageMeta } from '../components/layout/page-meta'
import { InfoCard } from '../components/ui/info-card'
import { PageSection } from '../components/ui/page-section'
import { Prose } from '../components/ui/prose'
import { PersonCard } from '../components/ui/person-card'
import { aiBanner, aiFacilitators, aiModules, aiPresentation, aiSections as section } from '../page-text/course-ai'
import { CourseOfferings } from '../features/content'

export default function CourseAiPage() {
  return (
    <>
      <PageMeta path={PATHS.courseAi} />
      <CourseBanner {...aiBanner} />
      <PageSection title={section.presentation}>
        <Prose paragraphs={aiPresentation} />
      </PageSection>
      <PageSection title={section.program} surface>
        <ul className="grid grid--2" role="list">
          {aiModules.map((module) => (
            <li key={module.title}>
              <InfoCard title={module.title} badge={module.duration}>
                <p className="card__meta">{module.format}</p>
                <p>{module.text}</p>
              </InfoCard>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection title={section.offerings}>
        <CourseOfferings course="inteligencia-artificial" />
      </PageSection>
      <PageSection title={section.facilitators} surface>
        <ul className="grid grid--2" role="list">
          {aiFacilitators.map((person) => (
            <li key={person.nome}>
              <PersonCard person={person} />
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  )
}
