import { CourseBanner } from '../components/layout/course-banner'
import { PageMeta } from '../components/layout/page-meta'
import { TopicGrid } from '../components/content/topic-grid'
import { ExternalLink } from '../components/ui/external-link'
import { InfoCard } from '../components/ui/info-card'
import { PageSection } from '../components/ui/page-section'
import { Prose } from '../components/ui/prose'
import { SITE, whatsappLink } from '../config/site'
import {
  nefBanner,
  nefCertification,
  nefCourses,
  nefLinks,
  nefMeta,
  nefPresentation,
  nefReasons,
  nefSteps,
  nefSupportHours,
} from '../content/course-nef'
import './course-pages.css'

export default function CourseNefPage() {
  return (
    <>
      <PageMeta {...nefMeta} />
      <CourseBanner {...nefBanner} />
      <PageSection title="Apresentação">
        <Prose paragraphs={nefPresentation} />
      </PageSection>
      <PageSection title="Cursos disponibilizados" surface>
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
      <PageSection title="Como se inscrever">
        <ol className="course-steps">
          {nefSteps.map((step) => (
            <li key={step.title} className="course-steps__item">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <p className="course-note">
          E-mail do núcleo: <a href={`mailto:${SITE.emails.nef}`}>{SITE.emails.nef}</a>
        </p>
      </PageSection>
      <PageSection title="Certificação e reconhecimento" surface>
        <p className="prose">{nefCertification}</p>
      </PageSection>
      <PageSection title="Dúvidas ou suporte">
        <ul className="contact-list" role="list">
          <li>
            <strong>Telefone:</strong> <a href={`tel:${SITE.phone.tel}`}>{SITE.phone.display}</a>, {nefSupportHours}
          </li>
          <li>
            <strong>WhatsApp:</strong> <ExternalLink href={whatsappLink()}>{SITE.whatsapp.display}</ExternalLink>
          </li>
          <li>
            <strong>E-mail:</strong> <a href={`mailto:${SITE.emails.nef}`}>{SITE.emails.nef}</a>
          </li>
        </ul>
      </PageSection>
      <PageSection title="Links úteis" surface>
        <ul className="contact-list" role="list">
          {nefLinks.map((link) => (
            <li key={link.url}>
              <ExternalLink href={link.url}>{link.label}</ExternalLink>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection title="Por que participar?">
        <TopicGrid items={nefReasons} />
      </PageSection>
    </>
  )
}
