import type { SitePath } from '@site/contracts'
import type { CardImage } from '../components/ui/info-card'
import type { Stat } from '../components/ui/stat-list'

export type { CardImage, Stat, SitePath }

export type PageMetaContent = { title: string; description: string }

export type HeroContent = { titleStart: string; titleEnd: string; subtitle: string; image?: string }

/** A titled block of short items: "O que aprendemos", "Como funciona"... */
export type TopicGroup = { title: string; intro?: string; items: readonly { title: string; text: string }[] }

/** A page that presents a program or project: introduction, topics and results. */
export type ProjectPageContent = {
  meta: PageMetaContent
  hero: HeroContent
  about: { title: string; paragraphs: readonly string[]; image: CardImage }
  topics?: TopicGroup
  results?: { title: string; intro?: string; stats: readonly Stat[] }
}

/** A summary card pointing to a page of the site. */
export type PageCard = { id: string; title: string; text: string; image: CardImage; path: SitePath; linkLabel: string }
