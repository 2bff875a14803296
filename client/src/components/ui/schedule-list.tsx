import { formatDate } from '../../lib/format'
import './schedule-list.css'

export type ScheduleItem = {
  /** ISO date (YYYY-MM-DD); with `endDate` the item spans a period. */
  date: string
  endDate?: string
  time: string
  title: string
  detail?: string
}

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
