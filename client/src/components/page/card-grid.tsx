import type { PageCard } from '../../page-text/types'
import { PageCardItem } from './page-card-item'

/** PageCards from content/ in a responsive grid. */
export function CardGrid({ cards }: { cards: readonly PageCard[] }) {
  return (
    <ul className="grid grid--3" role="list">
      {cards.map((card) => (
        <li key={card.id}>
          <PageCardItem card={card} />
        </li>
      ))}
    </ul>
  )
}
