import { messages } from '@site/contracts'

/** "Adicionar à agenda": the event's iCalendar file, which phones and computers open in their calendar app. */
export function AddToCalendar({ href, title }: { href: string; title: string }) {
  return (
    <a className="btn btn--outline" href={href} download="evento.ics" aria-label={messages.calendarFeed.addToCalendarOf(title)}>
      {messages.calendarFeed.addToCalendar}
    </a>
  )
}
