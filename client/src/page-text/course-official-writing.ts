import type { Person, ScheduleItem } from './types'

export type SyllabusBlock = { title: string; topics: readonly string[] }

export const writingBanner = {
  titleStart: 'Redação',
  titleEnd: 'Oficial',
  subtitle: 'Clareza, concisão e padrão nas comunicações do serviço público.',
}

export const writingPresentation: readonly string[] = [
  'Um texto oficial bem escrito evita retrabalho, dúvidas e atrasos. Este curso apresentou aos servidores municipais as regras e os modelos da redação oficial, com base no Manual de Redação da Presidência da República, e muitos exercícios práticos.',
]

/** The offering's own dates are staff-edited (its "turma"); the registration period is part of the page's text. */
export const writingPeriods = {
  registration: { start: '2024-02-19', end: '2024-03-25' },
}

const CLASS_TIME = '14h às 17h'

export const writingModules: readonly ScheduleItem[] = [
  { date: '2024-03-25', endDate: '2024-04-04', time: CLASS_TIME, title: 'Módulo 01', detail: '6 aulas' },
  { date: '2024-04-09', endDate: '2024-04-18', time: CLASS_TIME, title: 'Módulo 02', detail: '6 aulas' },
]

export const writingSyllabus: readonly SyllabusBlock[] = [
  {
    title: 'Bloco 1: Linguagem e estilo',
    topics: ['Clareza, concisão e objetividade', 'Norma-padrão e impessoalidade', 'Revisão do próprio texto'],
  },
  {
    title: 'Bloco 2: Introdução à redação oficial e formatação de documentos',
    topics: ['Princípios da redação oficial', 'Pronomes de tratamento e fechos', 'Padrão de formatação dos documentos'],
  },
  {
    title: 'Bloco 3: Comunicações oficiais conforme o manual da Presidência',
    topics: [
      'Ofício',
      'Memorando',
      'Exposição de motivos',
      'Mensagem',
      'Parecer',
      'Nota técnica',
      'Portaria',
      'E-mail',
      'Atividades práticas',
    ],
  },
]

export const writingLecturer: Person = {
  nome: 'Ricardo Menezes',
  papel: 'Professor de Língua Portuguesa',
  bio: 'Licenciado em Letras e mestre em Linguística, revisa textos institucionais há vinte anos e ministra cursos de redação para equipes do setor público.',
  foto: '/media/pessoa-4.svg',
}

/** 12 classes of 3 hours. */
export const writingWorkload = '36 horas'
export const MIN_ATTENDANCE = '75%'

export const writingSections = {
  presentation: 'Apresentação',
  modules: 'Módulos e horários',
  registration: 'Inscrições',
  workload: 'Carga horária',
  offerings: 'Turma e local',
  syllabus: 'Conteúdo programático',
  lecturer: 'Professor',
  information: 'Informações',
  certificate: 'Certificado',
  certificateRule: (minimum: string) => `Receberá certificado quem tiver frequência mínima de ${minimum} das aulas do módulo cursado.`,
  contact: 'Contato',
  period: (start: string, end: string) => `${start} a ${end}`,
  summary: (start: string, end: string) =>
    `Curso gratuito para servidores municipais, com aulas das 14h às 17h. Inscrições de ${start} a ${end}.`,
}
