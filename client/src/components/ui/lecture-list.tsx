import type { Lecture } from '@site/contracts'
import { LectureCard } from './lecture-card'

/** Lecture cards in a grid, or a message when there are none. */
export function LectureList({ lectures, emptyMessage }: { lectures: readonly Lecture[]; emptyMessage: string }) {
  if (lectures.length === 0) return <p className="card__meta">{emptyMessage}</p>
  return (
    <ul className="grid grid--3" role="list">
      {lectures.map(({ id, ...lecture }) => (
        <li key={id}>
          <LectureCard {...lecture} />
        </li>
      ))}
    </ul>
  )
}
