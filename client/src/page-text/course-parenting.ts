import type { Person, ScheduleItem } from './types'

export const parentingBanner = {
  titleStart: 'Orientação Parental:',
  titleEnd: 'Neurodiversidade',
  subtitle: 'Oficina para pais, mães, responsáveis e educadores.',
}

export const parentingPresentation: readonly string[] = [
  'Cada criança percebe e aprende o mundo do seu jeito. Esta oficina reuniu famílias e profissionais da educação para compreender a neurodiversidade, trocar experiências e conhecer estratégias que tornam a casa e a escola lugares mais acolhedores.',
  'Os encontros combinaram explicações acessíveis sobre o desenvolvimento do cérebro com orientações práticas para o dia a dia.',
]

/** The course met weekly on Wednesdays: 15, 22 and 29 May and 5 June 2024. */
export const parentingDatesBadge = 'Quartas-feiras: 15, 22 e 29 de maio e 05 de junho'

const SESSION_TIME = '18h30 às 20h30'

export const parentingSessions: readonly ScheduleItem[] = [
  { date: '2024-05-15', time: SESSION_TIME, title: 'Parentalidade e neurodivergência' },
  {
    date: '2024-05-22',
    time: SESSION_TIME,
    title: 'Genética e neurociência dos transtornos do neurodesenvolvimento',
  },
  { date: '2024-05-29', time: SESSION_TIME, title: 'Sensações, percepções e emoções' },
  { date: '2024-06-05', time: SESSION_TIME, title: 'Adaptações para estudantes autistas' },
]

export const parentingLecturer: Person = {
  nome: 'Mariana Albuquerque',
  papel: 'Neuropsicóloga',
  bio: 'Mestre em Neurociências, atende crianças e adolescentes neurodivergentes e suas famílias há mais de quinze anos e forma professores para a educação inclusiva.',
  foto: '/media/pessoa-3.svg',
}

export const parentingSections = {
  presentation: 'Apresentação',
  sessions: 'Encontros',
  dates: 'Datas',
  offerings: 'Turma e local',
  lecturer: 'Palestrante',
}
