import { PATHS } from '@site/contracts'
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
  nefSteps,
  nefSupportHours,
} from '../page-text/course-nef'
import './course-pages.css'

export default function CourseNefPage() {
  return (
    <>
      <PageMeta path={PATHS.courseNef} />
      <CourseBanner {...nefBanner} />
      <PageSection title="Apresentação">
        <Prose paragraphs={nefPresentation} />
      </PageSection>
      <PageSection title="Turmas e inscrições" surface>
        <CourseOfferings course="nef" />
      </PageSection>
      <PageSection title="Cursos disponibilizados">
        <ul className="grid grid--3" role="list">
          {nefCourses.map((course) => (
            <li key={course.id}>
              <InfoCard title={course.titulo} link={{ href: course.inscricao, label: 'Inscreva-se', external: true }}>
                <p>{course.descricao}</p>
              </InfoCard>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection title="Como se inscrever" surface>
        <ol className="course-steps">
          {nefSteps.map((step) => (
            <li key={step.title} className="course-steps__item">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection title="Certificação e reconhecimento">
        <p className="prose">{nefCertification}</p>
      </PageSection>
      <PageSection title="Dúvidas ou suporte" surface>
        <p className="course-note">Fale com o núcleo pelos canais abaixo, com {nefSupportHours}.</p>
        <ContactChannels />
      </PageSection>
      <PageSection title="Links úteis">
        <ul className="contact-list" role="list">
          {nefLinks.map((link) => (
            <li key={link.url}>
              <ExternalLink href={link.url}>{link.label}</ExternalLink>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection title="Por que participar?" surface>
        <TopicGrid items={nefReasons} />
      </PageSection>
    </>
  )
}
