import type { ReactNode } from 'react'
import { CardLink, type CardLinkTarget } from './card-link'
import { SmartImage } from './smart-image'
import type { CardImage } from '../../content/types'
import './info-card.css'

/** Illustrations in /media are drawn at 16:10. */
export const CARD_IMAGE_SIZE = { width: 640, height: 400 }
/** A card is a third of the content width on a wide screen, the whole width on a phone. */
export const CARD_SIZES = '(min-width: 56rem) 33vw, 100vw'

type InfoCardProps = {
  title: string
  children?: ReactNode
  image?: CardImage
  /** Drawn instead of `image` (a page photo staff may have replaced). */
  media?: ReactNode
  badge?: string
  link?: CardLinkTarget
  headingLevel?: 2 | 3
}

export function InfoCard({ title, children, image, media, badge, link, headingLevel = 3 }: InfoCardProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <article className="card card--media">
      {media ?? (image && <SmartImage src={image.src} alt={image.alt} {...CARD_IMAGE_SIZE} />)}
      <div className="card__body">
        {badge && <span className="badge">{badge}</span>}
        <Heading className="card__title">{title}</Heading>
        {children}
        {link && <CardLink link={link} about={title} className="card__action" />}
      </div>
    </article>
  )
}
