import type { ReactNode } from 'react'
import { CardLink, type CardLinkTarget } from './card-link'
import { SmartImage } from './smart-image'
import type { CardImage } from '../../page-text/types'
import './info-card.css'

/** Illustrations in /media are drawn at 16:10. */
export const CARD_IMAGE_SIZE = { width: 640, height: 400 }
/**
 * A card of a `.grid--3` (layout.css): the content width less its 1rem margins on a phone, half of it less the gap
 * from 40rem, a third from 64rem, at most 23rem (a third of the 72rem content width less the gaps). A phone 412 px
 * wide at 1.75 device pixels gets the 720 copy: "100vw" asked for 721 and got the 960.
 */
export const CARD_SIZES =
  '(min-width: 74rem) 23rem, (min-width: 64rem) calc(33vw - 1.75rem), (min-width: 40rem) calc(50vw - 1.75rem), calc(100vw - 2rem)'

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
