import type { TopicGroup } from '../../page-text/types'
import { InfoCard } from '../ui/info-card'

/** The items of a TopicGroup as a grid of text cards. */
export function TopicGrid({ items }: { items: TopicGroup['items'] }) {
  return (
    <ul className="grid grid--3" role="list">
      {items.map((item) => (
        <li key={item.title}>
          <InfoCard title={item.title}>
            <p>{item.text}</p>
          </InfoCard>
        </li>
      ))}
    </ul>
  )
}
