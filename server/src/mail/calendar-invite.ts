import { CALENDAR_CONTENT_TYPE, writeCalendar, type CalendarEvent, type Organizer } from '../calendar/icalendar.ts'
import type { GeneratedAttachment } from './outbox.ts'

/** The registration's event as the mail's `evento.ics` attachment, from the site's one iCalendar writer. */
export function calendarInvite(event: CalendarEvent, organizer: Organizer, now = new Date()): GeneratedAttachment {
  return { filename: 'evento.ics', contentType: CALENDAR_CONTENT_TYPE, content: writeCalendar([event], { organizer }, now) }
}
