import { messages } from '@site/contracts'
import { LectureList as LectureCards } from '../../../components/ui/lecture-list'
import { usePageData } from '../../../lib/page-data'
import { dataOr } from '../../../lib/use-remote-data'
import { fetchLectures } from '../lectures-api'

/**
 * The cycle's lectures from GET /palestras as cards, a loading line while they come, or `emptyMessage`. A failed
 * load is only logged: the page then shows its empty state.
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
  return <LectureCards lectures={dataOr(lectures, [])} emptyMessage={emptyMessage} />
}
