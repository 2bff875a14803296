import type { PageCard } from '../../content/types'
import { InfoCard } from '../ui/info-card'

/** A PageCard from content/ drawn as an InfoCard with its "Saiba mais"-style link. */
export function PageCardItem({ card, badge, headingLevel }: { card: PageCard; badge?: string; headingLevel?: 2 | 3 }) {
  return (
    <InfoCard
      title={card.title}
      image={card.image}
      badge={badge}
      headingLevel={headingLevel}
      link={{ href: card.path, label: card.linkLabel }}
    >
      <p>{card.text}</p>
    </InfoCard>
  )
}
