import type { PageCard } from '../../page-text/types'
import { CARD_SIZES, InfoCard } from '../ui/info-card'
import { PagePhoto } from './page-photo'

/** A PageCard from content/ drawn as an InfoCard with its "Saiba mais"-style link, and its page's photo. */
export function PageCardItem({ card, badge, headingLevel }: { card: PageCard; badge?: string; headingLevel?: 2 | 3 }) {
  return (
    <InfoCard
      title={card.title}
      image={card.image}
      media={card.photoPage && <PagePhoto page={card.photoPage} fallback={card.image} sizes={CARD_SIZES} />}
      badge={badge}
      headingLevel={headingLevel}
      link={{ href: card.path, label: card.linkLabel }}
    >
      <p>{card.text}</p>
    </InfoCard>
  )
}
