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
      <PageSection title="Apresentação">
        <Prose paragraphs={writingPresentation} />
      </PageSection>
      <PageSection title="Módulos e horários" surface>
        <dl className="course-facts">
          <div>
            <dt>Inscrições</dt>
            <dd>
              {formatDate(registration.start)} a {formatDate(registration.end)}
            </dd>
          </div>
          <div>
            <dt>Carga horária</dt>
            <dd>{writingWorkload}</dd>
          </div>
        </dl>
        <ScheduleList items={writingModules} />
      </PageSection>
      <PageSection title="Turma e local">
        <CourseOfferings course="redacao-oficial" />
      </PageSection>
      <PageSection title="Conteúdo programático" surface>
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
      <PageSection title="Professor">
        <PersonCard person={writingLecturer} />
      </PageSection>
      <PageSection title="Informações" surface>
        <ul className="grid grid--3" role="list">
          <li>
            <InfoCard title="Certificado">
              <p>
                Receberá certificado quem tiver frequência mínima de {MIN_ATTENDANCE} das aulas do módulo cursado.
              </p>
            </InfoCard>
          </li>
          <li>
            <InfoCard title="Contato">
              <ContactChannels />
            </InfoCard>
          </li>
          <li>
            <InfoCard title="Informações">
              <p>
                Curso gratuito para servidores municipais, com aulas das 14h às 17h. Inscrições de{' '}
                {formatDate(registration.start)} a {formatDate(registration.end)}.
              </p>
            </InfoCard>
          </li>
        </ul>
      </PageSection>
    </>
  )
}
