import { MEDIA } from './media'
import type { ProjectPageContent } from './types'

/** A meeting of the volunteer training program; `listaPresenca` is the attendance list link, empty until published. */
export type VolunteerMeeting = {
  id: number
  nome: string
  data: string
  horario: string
  palestrante: string
  desc: string
  foto: string
  listaPresenca: string
}

export const volunteerTrainingProject: ProjectPageContent = {
  photoPage: 'voluntariado',
  hero: {
    titleStart: 'Programa de formação',
    titleEnd: 'voluntariado',
    subtitle: 'Preparar quem escolhe doar o seu tempo à comunidade.',
  },
  about: {
    title: 'Sobre o programa',
    paragraphs: [
      'O programa de formação voluntariado é realizado pela Fundação em parceria com uma associação comunitária do município. Ele prepara pessoas que desejam atuar como voluntárias nos projetos sociais e educativos da cidade.',
      'São quatro encontros, sempre às 14h, com palestrantes convidados. Cada encontro trata de um aspecto do trabalho voluntário, da motivação inicial ao cuidado com as pessoas atendidas.',
    ],
    image: MEDIA.volunteers,
  },
}

export const ATTENDANCE_SOON = 'Lista de presença em breve'

/** Dates and speakers are to be confirmed by the foundation. */
export const volunteerMeetings: readonly VolunteerMeeting[] = [
  {
    id: 1,
    nome: 'Voluntariado: princípios, direitos e deveres',
    data: '2025-03-12',
    horario: '14:00:00',
    palestrante: 'Ana Paula Ramos',
    desc: 'O que é ser voluntário, o que diz a Lei do Voluntariado e como funciona o termo de adesão.',
    foto: '/media/pessoa-2.svg',
    listaPresenca: '',
  },
  {
    id: 2,
    nome: 'Comunicação acolhedora e escuta ativa',
    data: '2025-04-09',
    horario: '14:00:00',
    palestrante: 'Jorge Henrique Silveira',
    desc: 'Como ouvir, orientar e respeitar o tempo de cada pessoa atendida.',
    foto: '/media/pessoa-4.svg',
    listaPresenca: '',
  },
  {
    id: 3,
    nome: 'Envelhecimento ativo e convivência entre gerações',
    data: '2025-05-14',
    horario: '14:00:00',
    palestrante: 'Lúcia Fernandes',
    desc: 'Como apoiar pessoas idosas valorizando a sua autonomia e a sua experiência.',
    foto: '/media/pessoa-3.svg',
    listaPresenca: '',
  },
  {
    id: 4,
    nome: 'Apoio às oficinas de inclusão digital',
    data: '2025-06-11',
    horario: '14:00:00',
    palestrante: 'Marcos Vieira',
    desc: 'Técnicas simples para ensinar o uso do celular com paciência e segurança.',
    foto: '/media/pessoa-1.svg',
    listaPresenca: '',
  },
]

/** The meetings' section and what each meeting's card says around its data. */
export const volunteerMeetingsSection = {
  title: 'Encontros',
  intro: 'Quatro encontros de formação, sempre às 14h.',
  badge: (id: number | string) => `Encontro ${id}`,
  attendanceList: 'Lista de presença',
  withSpeaker: (nome: string) => `– com ${nome}`,
}
