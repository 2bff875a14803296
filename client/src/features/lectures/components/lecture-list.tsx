import { messages } from '@site/contracts'
import { LectureList as LectureCards } from '../../../components/ui/lecture-list'
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
  return <LectureCards lectures={lectures} emptyMessage={emptyMessage} />
}
