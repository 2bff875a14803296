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
  type PublicPath,
} from '@site/contracts'
import type { HeadImage, HeadTags } from './head-tags.ts'
import { coverImagePath, SHARE_IMAGE, sectionImagePath } from './share-images.ts'
import { ICON_PATHS } from './site-icons.ts'

/** What a page shows, as far as its head is concerned. */
export type PageSubject =
  /** A page of PAGE_HEADS; /ciclo adds the active lecture when there is one. */
  | { path: PublicPath; lecture?: Lecture | null }
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

function publicPageHead(site: HeadSite, path: PublicPath, lecture: Lecture | null | undefined): HeadTags {
  const head = PAGE_HEADS[path]
  const canonical = pageUrl(site.origin, path)
  const image = sectionImage(site, head.section)
  const structuredData: object[] = []
  if (path === PATHS.home) structuredData.push({ '@context': SCHEMA, ...organization(site) })
  else structuredData.push(breadcrumbs(site.origin, breadcrumbTrail(path)))
  if (head.kind === 'course') {
    structuredData.push({
      '@context': SCHEMA,
      '@type': 'Course',
      name: head.title,
      description: head.description,
      url: canonical,
      inLanguage: 'pt-BR',
      provider: organization(site),
    })
  }
  if (lecture) structuredData.push(lectureEvent(site, lecture, image))
  return {
    title: documentTitle(head.title, site.settings),
    description: head.description,
    ...(head.private && { noindex: true as const }),
    share: { canonical, title: head.title, type: 'website', image },
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
  if ('path' in subject) return publicPageHead(site, subject.path, subject.lecture)
  if ('article' in subject) return articleHead(site, subject.article)
  const { title, description } = 'admin' in subject
    ? { title: messages.admin.panelTitle, description: messages.admin.welcome }
    : messages.notFoundPage
  return { title: documentTitle(title, site.settings), description, noindex: true, structuredData: [] }
}
