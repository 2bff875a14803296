import { agendaCalendarFile, messages, type CalendarEntry } from '@site/contracts'
import { ScheduleList } from '../../../components/ui/schedule-list'
import type { ScheduleItem } from '../../../page-text/types'
import { usePageData } from '../../../lib/page-data'
import { loadUpcomingAgenda } from '../api'
import { RemoteContent } from './remote-content'

const asScheduleItem = (entry: CalendarEntry): ScheduleItem => ({
  date: entry.data,
  time: entry.horario ?? '',
  title: entry.titulo,
  detail: entry.local,
  notes: entry.descricao ? [entry.descricao] : [],
  link: entry.link ? { href: entry.link, label: messages.pageParts.learnMore } : undefined,
  calendarFile: agendaCalendarFile(entry.id),
})

/** The foundation's agenda from today on, by date, as staff keep it in the admin area. */
export function CalendarEntries() {
  const entries = usePageData('agenda', loadUpcomingAgenda)
  return (
    <RemoteContent remote={entries} empty={messages.contentPages.calendarEmpty}>
      {(items) => <ScheduleList items={items.map(asScheduleItem)} />}
    </RemoteContent>
  )
}
