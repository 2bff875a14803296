import type { PhotoPageId, SitePath } from '@site/contracts'

export type { SitePath }

/** The shapes the pages' static content takes; the components in components/ render them. */

export type CardImage = { src: string; alt: string }

/** A big figure with what it counts, e.g. "497 estudantes do 7º ano". */
export type Stat = { value: string; label: string }

/** A lecturer or facilitator. */
export type Person = { nome: string; papel: string; bio: string; foto: string }

/** A dated session of a course or event. */
export type ScheduleItem = {
  /** ISO date (YYYY-MM-DD); with `endDate` the item spans a period. */
  date: string
  endDate?: string
  time: string
  title: string
  detail?: string
  /** A short state shown above the title ("Inscrições abertas"). */
  badge?: string
  /** More lines under the detail ("30 vagas"). */
  notes?: readonly string[]
  /** An external action ("Inscreva-se"). */
  link?: { href: string; label: string }
  /** The item's iCalendar file, offered as "Adicionar à agenda". */
  calendarFile?: string
}

export type TimelineEntry = { period: string; title: string; text: string }

export type HeroContent = { titleStart: string; titleEnd: string; subtitle: string; image?: string }

/** A titled block of short items: "O que aprendemos", "Como funciona"... */
export type TopicGroup = { title: string; intro?: string; items: readonly { title: string; text: string }[] }

/**
 * A page that presents a program or project: introduction, topics and results. `photoPage` names it in "Fotos das
 * páginas": a photo staff choose there replaces `about.image`.
 */
export type ProjectPageContent = {
  photoPage: PhotoPageId
  hero: HeroContent
  about: { title: string; paragraphs: readonly string[]; image: CardImage }
  topics?: TopicGroup
  results?: { title: string; intro?: string; stats: readonly Stat[] }
}

/** A summary card pointing to a page of the site; for a program or project page, the page's photo replaces `image`. */
export type PageCard = {
  id: string
  title: string
  text: string
  image: CardImage
  path: SitePath
  linkLabel: string
  photoPage?: PhotoPageId
}
