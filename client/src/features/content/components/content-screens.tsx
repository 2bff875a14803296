import { COURSE_PAGES, messages, OFFERING_STATUSES } from '@site/contracts'
import { formatDate } from '../../../lib/format'
import { ContentScreen, type ContentScreenConfig } from './content-screen'

const text = messages.contentScreens
const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }))
const dateSpan = (start: string, end?: string) =>
  end ? text.offerings.dateSpan(formatDate(start), formatDate(end)) : formatDate(start)

const teamText = text.team
const team: ContentScreenConfig<'equipe'> = {
  kind: 'equipe',
  title: teamText.title,
  description: teamText.description,
  addLabel: teamText.add,
  editTitle: teamText.edit,
  fields: [
    { name: 'nome', label: teamText.fields.nome, required: true },
    { name: 'cargo', label: teamText.fields.cargo, required: true },
    { name: 'fotoId', label: messages.content.photoLabel, type: 'image' },
  ],
  details: (member) => [
    [teamText.fields.cargo, member.cargo],
    [messages.content.photoLabel, member.foto?.alt],
  ],
}

const partnersText = text.partners
const partners: ContentScreenConfig<'parceiros'> = {
  kind: 'parceiros',
  title: partnersText.title,
  description: partnersText.description,
  addLabel: partnersText.add,
  editTitle: partnersText.edit,
  fields: [
    { name: 'nome', label: partnersText.fields.nome, required: true },
    { name: 'link', label: partnersText.fields.link, type: 'url', hint: partnersText.linkHint },
    { name: 'logoId', label: messages.content.logoLabel, type: 'image' },
  ],
  details: (partner) => [
    [partnersText.site, partner.link],
    [messages.content.logoLabel, partner.logo?.alt],
  ],
}

const offeringsText = text.offerings
const offeringField = offeringsText.fields
const offerings: ContentScreenConfig<'turmas'> = {
  kind: 'turmas',
  title: offeringsText.title,
  description: offeringsText.description,
  addLabel: offeringsText.add,
  editTitle: offeringsText.edit,
  fields: [
    {
      name: 'curso',
      label: offeringField.curso,
      options: Object.entries(COURSE_PAGES).map(([value, label]) => ({ value, label })),
      required: true,
    },
    { name: 'turma', label: offeringField.turma, required: true },
    { name: 'dataInicio', label: offeringField.dataInicio, type: 'date', required: true },
    { name: 'dataFim', label: offeringField.dataFim, type: 'date' },
    { name: 'horario', label: offeringField.horario },
    { name: 'local', label: offeringField.local, required: true },
    { name: 'vagas', label: offeringField.vagas, type: 'number' },
    { name: 'status', label: offeringField.status, options: choices(OFFERING_STATUSES), required: true },
    { name: 'linkInscricao', label: offeringField.linkInscricao, type: 'url', hint: offeringsText.linkHint },
  ],
  details: (offering) => [
    [offeringsText.dates, dateSpan(offering.dataInicio, offering.dataFim)],
    [offeringField.horario, offering.horario],
    [offeringField.local, offering.local],
    [offeringField.vagas, offering.vagas],
    [offeringField.status, offering.status],
    [offeringField.linkInscricao, offering.linkInscricao],
  ],
}

const calendarField = text.calendar.fields
const calendar: ContentScreenConfig<'calendario'> = {
  kind: 'calendario',
  title: text.calendar.title,
  description: text.calendar.description,
  addLabel: text.calendar.add,
  editTitle: text.calendar.edit,
  fields: [
    { name: 'titulo', label: calendarField.titulo, required: true },
    { name: 'data', label: calendarField.data, type: 'date', required: true },
    { name: 'horario', label: calendarField.horario },
    { name: 'local', label: calendarField.local },
    { name: 'descricao', label: calendarField.descricao, long: true },
    { name: 'link', label: calendarField.link, type: 'url' },
  ],
  details: (entry) => [
    [calendarField.data, formatDate(entry.data)],
    [calendarField.horario, entry.horario],
    [calendarField.local, entry.local],
    [calendarField.descricao, entry.descricao],
  ],
  byDate: true,
}

export const TeamScreen = () => <ContentScreen config={team} />
export const PartnersScreen = () => <ContentScreen config={partners} />
export const OfferingsScreen = () => <ContentScreen config={offerings} />
export const CalendarScreen = () => <ContentScreen config={calendar} />
