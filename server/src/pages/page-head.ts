import {
  breadcrumbTrail,
  documentTitle,
  foundationName,
  HEAD_SECTIONS,
  messages,
  newsLink,
  PAGE_HEADS,
  PATHS,
  SITE_NAMES,
  type ContactSettings,
  siteDateTimeIso,
  type HeadSection,
  type Lecture,
  type NewsArticle,
  type PublicPage,
  type PublicPath,
  isPublicPath,
} from '@site/contracts'
import type { HeadImage, HeadTags } from './head-tags.ts'
import { coverImagePath, SHARE_IMAGE, sectionImagePath } from './share-images.ts'
import { ICON_PATHS } from './site-icons.ts'

/** What a page shows, as far as its head is concerned. */
export type PageSubject =
  /** A page of PAGE_HEADS; /ciclo adds the active lecture when there is one. */
  | { path: PublicPath; lecture?: Lecture | null }
  /** A stored page (decision 50): its own title, description and sharing picture. */
  | { page: PublicPage; lecture?: Lecture | null }
  | { article: NewsArticle }
  | { notFound: true }
  | { admin: true }

const SCHEMA = 'https://schema.org'

/** Where the page lives (PUBLIC_URL) and the foundation's settings that name it (`nomeFundacao`). */
export interface HeadSite {
  origin: string
  settings: Pick<ContactSettings, 'nomeFundacao'>
}

const pageUrl = (origin: string, path: PublicPath) => origin + encodeURI(path)

const sectionImage = ({ origin, settings }: HeadSite, section: HeadSection): HeadImage => ({
  url: origin + sectionImagePath(section),
  ...SHARE_IMAGE,
  alt: `${HEAD_SECTIONS[section]} — ${foundationName(settings)}`,
  type: 'image/png',
})

/** The foundation as schema.org reads it; the site's short name is another name of it only while none is configured. */
const organization = ({ origin, settings }: HeadSite) => ({
  '@type': 'Organization',
  name: foundationName(settings),
  ...(!settings.nomeFundacao && { alternateName: SITE_NAMES.shortName }),
  url: `${origin}/`,
  logo: origin + ICON_PATHS.large,
})

function breadcrumbs(origin: string, trail: PublicPath[], last?: { name: string; url: string }) {
  const items = trail.map((path) => ({ name: path === PATHS.home ? 'Início' : PAGE_HEADS[path].title, url: pageUrl(origin, path) }))
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: [...items, ...(last ? [last] : [])].map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  }
}

function lectureEvent(site: HeadSite, lecture: Lecture, image: HeadImage) {
  return {
    '@context': SCHEMA,
    '@type': 'Event',
    name: lecture.titulo,
    ...(lecture.subTitulo && { description: lecture.subTitulo }),
    startDate: siteDateTimeIso(lecture.data, lecture.horario.slice(0, 8)),
    eventStatus: `${SCHEMA}/EventScheduled`,
    eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
    isAccessibleForFree: true,
    location: { '@type': 'Place', name: lecture.local, address: lecture.local },
    ...(lecture.palestrante && { performer: { '@type': 'Person', name: lecture.palestrante } }),
    organizer: organization(site),
    image: image.url,
    url: pageUrl(site.origin, PATHS.cycleRegistration),
  }
}

/** Where a page sits in the site: its own entry of PAGE_HEADS, else (a page the staff made) its parent's. */
function placeOf(path: string): { path?: PublicPath; parent?: PublicPath } {
  if (isPublicPath(path)) return { path }
  const parent = path.slice(0, path.lastIndexOf('/'))
  return isPublicPath(parent) ? { parent } : {}
}

function publicPageHead(site: HeadSite, subject: { path: PublicPath } | { page: PublicPage }, lecture: Lecture | null | undefined): HeadTags {
  const path = 'page' in subject ? subject.page.caminho : subject.path
  const place = placeOf(path)
  const fixed = place.path ? PAGE_HEADS[place.path] : undefined
  const parent = place.parent ? PAGE_HEADS[place.parent] : undefined
  const stored = 'page' in subject ? subject.page : undefined
  const title = stored?.titulo ?? fixed!.title
  const description = stored?.descricao ?? fixed!.description
  const canonical = site.origin + encodeURI(path)
  const chosen = stored?.imagemCompartilhamentoId != null ? stored.imagens[String(stored.imagemCompartilhamentoId)] : undefined
  const chosenHash = chosen && mediaHash(chosen.url)
  const image: HeadImage = chosen && chosenHash
    ? { url: site.origin + coverImagePath(chosenHash), ...SHARE_IMAGE, alt: chosen.alt, type: 'image/jpeg' }
    : sectionImage(site, fixed?.section ?? parent?.section ?? 'home')
  const structuredData: object[] = []
  if (path === PATHS.home) structuredData.push({ '@context': SCHEMA, ...organization(site) })
  else if (place.path) structuredData.push(breadcrumbs(site.origin, breadcrumbTrail(place.path)))
  else structuredData.push(breadcrumbs(site.origin, place.parent ? breadcrumbTrail(place.parent) : [PATHS.home], { name: title, url: canonical }))
  if (fixed?.kind === 'course' || (!fixed && place.parent === PATHS.courses)) {
    structuredData.push({
      '@context': SCHEMA,
      '@type': 'Course',
      name: title,
      description,
      url: canonical,
      inLanguage: 'pt-BR',
      provider: organization(site),
    })
  }
  if (lecture) structuredData.push(lectureEvent(site, lecture, image))
  return {
    title: documentTitle(title, site.settings),
    description,
    ...(fixed?.private && { noindex: true as const }),
    share: { canonical, title, type: 'website', image },
    structuredData,
  }
}

/** The media hash in a picture's address, /midia/<hash>.<ext>. */
const mediaHash = (url: string) => /^\/midia\/([0-9a-f]{32})\./.exec(url)?.[1]

function articleHead(site: HeadSite, article: NewsArticle): HeadTags {
  const { origin } = site
  const canonical = origin + newsLink(article.slug)
  const hash = article.capa && mediaHash(article.capa.url)
  const image: HeadImage =
    article.capa && hash
      ? { url: origin + coverImagePath(hash), ...SHARE_IMAGE, alt: article.capa.alt, type: 'image/jpeg' }
      : sectionImage(site, 'news')
  return {
    title: documentTitle(article.titulo, site.settings),
    description: article.resumo,
    share: { canonical, title: article.titulo, type: 'article', image, publishedTime: article.publicadoEm },
    structuredData: [
      {
        '@context': SCHEMA,
        '@type': 'NewsArticle',
        headline: article.titulo,
        description: article.resumo,
        datePublished: article.publicadoEm,
        image: [image.url],
        mainEntityOfPage: canonical,
        inLanguage: 'pt-BR',
        author: organization(site),
        publisher: organization(site),
      },
      breadcrumbs(origin, breadcrumbTrail(PATHS.news), { name: article.titulo, url: canonical }),
    ],
  }
}

/** The head of a page: absolute URLs start with the site's origin (PUBLIC_URL); titles end with the foundation's name. */
export function pageHeadTags(subject: PageSubject, site: HeadSite): HeadTags {
  if ('path' in subject || 'page' in subject) return publicPageHead(site, subject, subject.lecture)
  if ('article' in subject) return articleHead(site, subject.article)
  const { title, description } = 'admin' in subject
    ? { title: messages.admin.panelTitle, description: messages.admin.welcome }
    : messages.notFoundPage
  return { title: documentTitle(title, site.settings), description, noindex: true, structuredData: [] }
}
