import { MEDIA } from './media'
import type { HeroContent } from './types'

export const cycleHero: HeroContent = {
  titleStart: 'Ciclo de Palestras',
  titleEnd: 'Longevidade Ativa',
  subtitle: 'A cada quinze dias, um encontro para aprender e conviver.',
}

/** The cycle's own picture, shown while staff chose no photo for it in "Fotos das páginas". */
export const cycleImage = MEDIA.cycle

export const cycleIntro: readonly string[] = [
  'O Ciclo de Palestras é parte do programa Longevidade Ativa e é dedicado a pessoas com 60 anos ou mais. As palestras acontecem a cada quinze dias, são gratuitas e tratam de temas como saúde, direitos, tecnologia, finanças e cultura.',
  'Cada encontro traz um especialista convidado e tempo para perguntas e conversa. As vagas são limitadas: faça a sua inscrição na próxima palestra e confira as datas no calendário.',
]

export const cycleHighlights: readonly { title: string; text: string }[] = [
  { title: 'Quinzenal', text: 'Uma palestra a cada duas semanas, ao longo do ano.' },
  { title: 'Para 60+', text: 'Conteúdo e linguagem pensados para pessoas com 60 anos ou mais.' },
  { title: 'Gratuito', text: 'Basta se inscrever pelo site.' },
]

export const calendarHero: HeroContent = {
  titleStart: 'Calendário de',
  titleEnd: 'Palestras',
  subtitle: 'Confira as próximas palestras do Ciclo Longevidade Ativa.',
}

export const calendarImage = MEDIA.calendar

export const NO_LECTURES_MESSAGE = 'Nenhuma palestra agendada no momento.'

/** The headings of the calendar page. */
export const calendarSections = { lectures: 'Próximas palestras', agenda: 'Agenda da fundação' }

/** The headings and buttons of the lecture cycle's page. */
export const cycleSections = { about: 'Sobre o ciclo', signUp: 'Inscreva-se', calendar: 'Ver Calendário', howItWorks: 'Como funciona' }
