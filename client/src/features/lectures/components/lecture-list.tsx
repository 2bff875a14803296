import { messages } from '@site/contracts'
import { LectureCard } from '../../../components/ui/lecture-card'
import { useLectures } from '../hooks/use-lectures'

/** The cycle's lectures from GET /palestras as cards, a loading line while they come, or `emptyMessage`. */
export function LectureList({ emptyMessage }: { emptyMessage: string }) {
  const { status, lectures } = useLectures()
  if (status === 'loading') {
    return (
      <p className="card__meta" role="status">
        {messages.common.loading}
      </p>
    )
  }
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
