import { COURSE_PAGES, messages, OFFERING_STATUSES } from '@site/contracts'
import { formatDate } from '../../../lib/format'
import { ContentScreen, type ContentScreenConfig } from './content-screen'

const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }))
const dateSpan = (start: string, end?: string) => (end ? `${formatDate(start)} a ${formatDate(end)}` : formatDate(start))

const team: ContentScreenConfig<'equipe'> = {
  kind: 'equipe',
  title: 'Equipe',
  description: 'As pessoas da página Equipe, na ordem em que aparecem no site.',
  addLabel: 'Adicionar pessoa',
  editTitle: 'Editar pessoa',
  fields: [
    { name: 'nome', label: 'Nome', required: true },
    { name: 'cargo', label: 'Cargo', required: true },
    { name: 'fotoId', label: messages.content.photoLabel, type: 'image' },
  ],
  details: (member) => [
    ['Cargo', member.cargo],
    [messages.content.photoLabel, member.foto?.alt],
  ],
}

const partners: ContentScreenConfig<'parceiros'> = {
  kind: 'parceiros',
  title: 'Parceiros',
  description: 'As instituições da página Parceiros, com o logotipo ou pelo nome, na ordem em que aparecem no site.',
  addLabel: 'Adicionar parceiro',
  editTitle: 'Editar parceiro',
  fields: [
    { name: 'nome', label: 'Nome', required: true },
    { name: 'link', label: 'Site oficial', type: 'url', hint: 'Opcional. Sem endereço, o parceiro aparece sem link.' },
    { name: 'logoId', label: messages.content.logoLabel, type: 'image' },
  ],
  details: (partner) => [
    ['Site', partner.link],
    [messages.content.logoLabel, partner.logo?.alt],
  ],
}

const offerings: ContentScreenConfig<'turmas'> = {
  kind: 'turmas',
  title: 'Cursos',
  description: 'As turmas de cada página de curso: datas, horário, local, vagas, situação das inscrições e link.',
  addLabel: 'Adicionar turma',
  editTitle: 'Editar turma',
  fields: [
    {
      name: 'curso',
      label: 'Curso',
      options: Object.entries(COURSE_PAGES).map(([value, label]) => ({ value, label })),
      required: true,
    },
    { name: 'turma', label: 'Turma', required: true },
    { name: 'dataInicio', label: 'Data de início', type: 'date', required: true },
    { name: 'dataFim', label: 'Data de término', type: 'date' },
    { name: 'horario', label: 'Horário' },
    { name: 'local', label: 'Local', required: true },
    { name: 'vagas', label: 'Vagas', type: 'number' },
    { name: 'status', label: 'Inscrições', options: choices(OFFERING_STATUSES), required: true },
    { name: 'linkInscricao', label: 'Link de inscrição', type: 'url', hint: 'Aparece no site enquanto as inscrições estão abertas.' },
  ],
  details: (offering) => [
    ['Datas', dateSpan(offering.dataInicio, offering.dataFim)],
    ['Horário', offering.horario],
    ['Local', offering.local],
    ['Vagas', offering.vagas],
    ['Inscrições', offering.status],
    ['Link de inscrição', offering.linkInscricao],
  ],
}

const calendar: ContentScreenConfig<'calendario'> = {
  kind: 'calendario',
  title: 'Calendário',
  description: 'As datas da agenda da fundação na página Calendário, na ordem em que aparecem.',
  addLabel: 'Adicionar data',
  editTitle: 'Editar data',
  fields: [
    { name: 'titulo', label: 'Título', required: true },
    { name: 'data', label: 'Data', type: 'date', required: true },
    { name: 'horario', label: 'Horário' },
    { name: 'local', label: 'Local' },
    { name: 'descricao', label: 'Descrição', long: true },
    { name: 'link', label: 'Link para saber mais', type: 'url' },
  ],
  details: (entry) => [
    ['Data', formatDate(entry.data)],
    ['Horário', entry.horario],
    ['Local', entry.local],
    ['Descrição', entry.descricao],
  ],
}

export const TeamScreen = () => <ContentScreen config={team} />
export const PartnersScreen = () => <ContentScreen config={partners} />
export const OfferingsScreen = () => <ContentScreen config={offerings} />
export const CalendarScreen = () => <ContentScreen config={calendar} />
