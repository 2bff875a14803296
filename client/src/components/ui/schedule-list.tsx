import { formatDate } from '../../lib/format'
import type { ScheduleItem } from '../../content/types'
import './schedule-list.css'

/** Dated sessions of a course or event, in order. */
export function ScheduleList({ items }: { items: readonly ScheduleItem[] }) {
  return (
    <ol className="schedule-list" role="list">
      {items.map((item) => (
        <li key={`${item.date}-${item.title}`} className="schedule-list__item">
          <p className="schedule-list__when">
            <time dateTime={item.date}>{formatDate(item.date)}</time>
            {item.endDate && (
              <>
                {' a '}
                <time dateTime={item.endDate}>{formatDate(item.endDate)}</time>
              </>
            )}
            <span className="schedule-list__time">{item.time}</span>
          </p>
          <div>
            <h3 className="schedule-list__title">{item.title}</h3>
            {item.detail && <p>{item.detail}</p>}
          </div>
        </li>
      ))}
    </ol>
  )
}
