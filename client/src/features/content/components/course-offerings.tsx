import { messages, type CourseOffering, type CoursePageId } from '@site/contracts'
import { ScheduleList } from '../../../components/ui/schedule-list'
import type { ScheduleItem } from '../../../page-text/types'
import { usePageData } from '../../../lib/page-data'
import { loadOfferings } from '../api'
import { RemoteContent } from './remote-content'

const vacancies = (count: number) => (count === 1 ? '1 vaga' : `${count} vagas`)

const offeringAsScheduleItem = (offering: CourseOffering): ScheduleItem => ({
  date: offering.dataInicio,
  endDate: offering.dataFim,
  time: offering.horario ?? '',
  title: offering.turma,
  detail: offering.local,
  badge: offering.status,
  notes: offering.vagas ? [vacancies(offering.vagas)] : [],
  link:
    offering.linkInscricao && offering.status === 'Inscrições abertas'
      ? { href: offering.linkInscricao, label: messages.contentPages.signUp }
      : undefined,
})

/** The offerings ("turmas") staff published for one course page: dates, schedule, place, vacancies, status. */
export function CourseOfferings({ course }: { course: CoursePageId }) {
  const offerings = usePageData('conteudo:turmas', loadOfferings)
  const mine =
    offerings.status === 'ready'
      ? { ...offerings, data: offerings.data.filter((offering) => offering.curso === course) }
      : offerings
  return (
    <RemoteContent remote={mine} empty={messages.contentPages.offeringsEmpty}>
      {(items) => <ScheduleList items={items.map(offeringAsScheduleItem)} />}
    </RemoteContent>
  )
}
