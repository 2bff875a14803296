import { messages } from '@site/contracts'
import { formatDate } from '../../lib/format'
import { AddToCalendar } from './add-to-calendar'
import { CardLink } from './card-link'
import type { ScheduleItem } from '../../page-text/types'
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
                {messages.pageParts.dateSpanJoin}
                <time dateTime={item.endDate}>{formatDate(item.endDate)}</time>
              </>
            )}
            <span className="schedule-list__time">{item.time}</span>
          </p>
          <div>
            {item.badge && <span className="badge">{item.badge}</span>}
            <h3 className="schedule-list__title">{item.title}</h3>
            {item.detail && <p>{item.detail}</p>}
            {item.notes?.map((note) => <p key={note}>{note}</p>)}
            {item.link && <CardLink link={{ ...item.link, external: true }} about={item.title} className="btn" />}
            {item.calendarFile && <AddToCalendar href={item.calendarFile} title={item.title} />}
          </div>
        </li>
      ))}
    </ol>
  )
}
