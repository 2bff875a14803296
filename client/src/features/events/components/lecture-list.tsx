import { lectureCalendarFile, messages } from '@site/contracts'
import { AddToCalendar } from '../../../components/ui/add-to-calendar'
import { LectureCard } from '../../../components/ui/lecture-card'
import { usePageData } from '../../../lib/page-data'
import { fetchLectures } from '../lectures-api'

/**
 * The cycle's upcoming lectures from GET /palestras as cards in a grid, each with its "Adicionar à agenda"; a loading
 * line while they come, or `emptyMessage` when there are none. A failed load is only logged: the page then shows its
 * empty state.
 */
export function LectureList({ emptyMessage }: { emptyMessage: string }) {
  const lectures = usePageData('palestras', fetchLectures)
  if (lectures.status === 'loading') {
    return (
      <p className="card__meta" role="status">
        {messages.common.loading}
      </p>
    )
  }
  if (lectures.status === 'error' || lectures.data.length === 0) return <p className="card__meta">{emptyMessage}</p>
  return (
    <ul className="grid grid--3" role="list">
      {lectures.data.map(({ id, ...lecture }) => (
        <li key={id}>
          <LectureCard {...lecture} action={<AddToCalendar href={lectureCalendarFile(id)} title={lecture.titulo} />} />
        </li>
      ))}
    </ul>
  )
}
