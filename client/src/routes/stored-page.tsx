import { messages, pageKey, type PageForm } from '@site/contracts'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { NoScriptNotice } from '../components/form'
import { CalendarSubscription } from '../components/page/calendar-subscription'
import { PageSections, type SectionOf } from '../components/page/sections/page-sections'
import { SectionFrame } from '../components/page/sections/section-parts'
import { PageLoading } from '../components/layout/page-loading'
import { PageSection as TitledSection } from '../components/ui/page-section'
import { SmartImage } from '../components/ui/smart-image'
import { ExternalLink } from '../components/ui/external-link'
import { CalendarEntries, CourseOfferings, PartnerList, TeamList } from '../features/content'
import { CycleRegistrationIsland, LectureList } from '../features/events'
import { DocumentRequestFormIsland, VolunteerFormIsland } from '../features/submissions'
import { usePageData } from '../lib/page-data'
import { socialProfiles, useSiteContacts } from '../lib/site-contacts'
import { fetchPublicPage } from '../lib/site-pages'
import NotFoundPage from './not-found'
import { ValidatorCheckerIsland } from './validator'
import './stored-page.css'

/** The social profiles set in "Configurações" as buttons; nothing (not even the heading) while none is set. */
function SocialLinks({ section }: { section: SectionOf<'lista'> }) {
  const profiles = socialProfiles(useSiteContacts())
  if (profiles.length === 0) return null
  return (
    <TitledSection title={section.titulo ?? ''} surface={section.fundo}>
      <ul role="list" className="social-links">
        {profiles.map((network) => (
          <li key={network.name}>
            <ExternalLink href={network.url} className="btn btn--outline">
              {network.name}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </TitledSection>
  )
}

/** The records a list section shows, drawn by the feature that owns them. */
function ListContent({ section }: { section: SectionOf<'lista'> }) {
  switch (section.fonte) {
    case 'equipe':
      return <TeamList />
    case 'parceiros':
      return <PartnerList />
    case 'turmas':
      return <CourseOfferings course={section.curso!} />
    case 'calendario':
      return <CalendarEntries />
    case 'palestras':
      return (
        <div className="calendar">
          {section.imagem && 'arquivo' in section.imagem && (
            <SmartImage src={section.imagem.arquivo} alt={section.imagem.alt} width={640} height={400} className="calendar__image" />
          )}
          <LectureList emptyMessage={section.vazia ?? ''} />
        </div>
      )
    default:
      return null
  }
}

/** An embedded list of records; the calendar's agenda is followed by the way to subscribe to it. */
function EmbeddedList({ section }: { section: SectionOf<'lista'> }) {
  if (section.fonte === 'redes-sociais') return <SocialLinks section={section} />
  return (
    <>
      <TitledSection title={section.titulo ?? ''} intro={section.intro} surface={section.fundo}>
        <ListContent section={section} />
      </TitledSection>
      {section.fonte === 'calendario' && (
        <TitledSection title={messages.calendarFeed.subscribe}>
          <CalendarSubscription />
        </TitledSection>
      )}
    </>
  )
}

/** Each form staff may place in a page: the island its own page draws, so it sends and behaves as there. */
const FORMS: Record<PageForm, ReactNode> = {
  validador: <ValidatorCheckerIsland />,
  requerimento: <DocumentRequestFormIsland />,
  'inscricao-ciclo': <CycleRegistrationIsland />,
  voluntarios: <VolunteerFormIsland />,
}

/** A form between the page's other sections (its title and text are theirs), drawn on the server and made React in the browser. */
function EmbeddedForm({ section }: { section: SectionOf<'formulario'> }) {
  return (
    <SectionFrame frame={{ fundo: false }}>
      <NoScriptNotice />
      {FORMS[section.formulario]}
    </SectionFrame>
  )
}

const slots = {
  list: (section: SectionOf<'lista'>) => <EmbeddedList section={section} />,
  form: (section: SectionOf<'formulario'>) => <EmbeddedForm section={section} />,
}

/**
 * A page of the site as staff published it in "Páginas" (decision 50): its sections drawn by the components that
 * draw each kind, read on the server with the page. No page at this address: the site's 404.
 */
export default function StoredPage({ path }: { path?: string }) {
  const location = useLocation()
  const address = path ?? location.pathname
  const page = usePageData(`pagina:${pageKey(address)}`, (signal) => fetchPublicPage(address, signal))
  if (page.status === 'loading') return <PageLoading />
  if (page.status === 'error' && page.httpStatus === 404) return <NotFoundPage />
  if (page.status === 'error') {
    return (
      <section className="container section">
        <p role="alert">{messages.common.serviceUnavailable}</p>
      </section>
    )
  }
  return <PageSections page={page.data} slots={slots} />
}
