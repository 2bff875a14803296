import { FEED_PATHS, messages } from '@site/contracts'
import { siteOrigin } from '../../lib/page-data'
import './calendar-subscription.css'

/**
 * The iCalendar feed of the upcoming lectures and agenda: a webcal: button, which phones, Outlook and Apple
 * Calendar subscribe to at once, and the https address to paste into Google Calendar ("De URL").
 */
export function CalendarSubscription() {
  const feed = `${siteOrigin()}${FEED_PATHS.calendar}`
  return (
    <div className="calendar-subscription">
      <p>{messages.calendarFeed.subscribeHint}</p>
      <p className="calendar-subscription__address">
        <a href={feed}>{feed}</a>
      </p>
      <p>
        <a className="btn btn--accent" href={feed.replace(/^https?:/, 'webcal:')}>
          {messages.calendarFeed.subscribe}
        </a>
      </p>
    </div>
  )
}
