import { PATHS } from '@site/contracts'
import { MEDIA } from './media'
import type { HeroContent, PageCard, Stat, TimelineEntry, TopicGroup } from './types'

/* Inclusão Digital Básica (/idbasico) */

export const ID_BASIC_NAME = 'Inclusão Digital Básica'

export const idBasicSectionLinks = [
  { path: PATHS.idBasic, label: 'Início' },
  { path: PATHS.idBasicAbout, label: 'Conheça' },
  { path: PATHS.idBasicVolunteers, label: 'Voluntários' },
  { path: PATHS.idBasicCallList, label: 'Chamada 2025' },
] as const

export const idBasicHero: HeroContent = {
  titleStart: 'Inclusão Digital',
  titleEnd: 'Básica',
  subtitle: 'Primeiros passos no celular para pessoas idosas, com paciência e apoio de voluntários.',
}

export const idBasicCards: readonly PageCard[] = [
  {
    id: 'conheca',
    title: 'Conheça o projeto',
    text: 'Como o curso funciona, para quem ele é e a história do projeto desde 2022.',
    image: MEDIA.idBasic,
    path: PATHS.idBasicAbout,
    linkLabel: 'Saiba mais',
  },
  {
    id: 'voluntarios',
    title: 'Seja voluntário',
    text: 'Ajude pessoas idosas a dar os primeiros passos no mundo digital.',
    image: MEDIA.volunteers,
    path: PATHS.idBasicVolunteers,
    linkLabel: 'Participar',
  },
  {
    id: 'chamada',
    title: 'CHAMADA 2025',
    text: 'Consulte a lista de pessoas chamadas para as turmas de 2025.',
    image: MEDIA.calendar,
    path: PATHS.idBasicCallList,
    linkLabel: 'Informações',
  },
]

export const idBasicStats: readonly Stat[] = [
  { value: '132', label: 'inscritos em 2023' },
  { value: '472', label: 'inscritos em 2024' },
  { value: '400', label: 'inscrições previstas para 2025' },
  { value: '400', label: 'vagas de capacidade do projeto' },
]

export const idBasicAboutHero: HeroContent = {
  titleStart: 'Conheça a',
  titleEnd: ID_BASIC_NAME,
  subtitle: 'Tecnologia ao alcance de todas as idades.',
}

export const idBasicAbout: readonly string[] = [
  'A Inclusão Digital Básica ensina pessoas idosas a usar o celular no dia a dia: fazer ligações e chamadas de vídeo, trocar mensagens, tirar e enviar fotos e acessar serviços pela internet com segurança.',
  'As aulas são gratuitas, em turmas pequenas, e cada participante aprende no próprio aparelho. Voluntários acompanham as turmas para que ninguém fique para trás.',
]

export const idBasicTimeline: readonly TimelineEntry[] = [
  {
    period: '2022',
    title: 'O começo',
    text: 'O projeto nasce a partir da procura de pessoas idosas por ajuda com o celular, com as primeiras oficinas-piloto.',
  },
  {
    period: '2023',
    title: 'As primeiras turmas',
    text: 'O curso ganha formato regular e recebe 132 inscrições.',
  },
  {
    period: '2024',
    title: 'Expansão',
    text: 'Com mais turmas e a chegada de voluntários, as inscrições chegam a 472.',
  },
  {
    period: '2025',
    title: 'Consolidação',
    text: 'A capacidade chega a 400 vagas, com 400 inscrições previstas e chamada pública das turmas.',
  },
]

/* Inclusão Digital Intermediária (/idintermediario) */

export const ID_INTERMEDIATE_NAME = 'Inclusão Digital Intermediária'

export const idIntermediateHero: HeroContent = {
  titleStart: 'Inclusão Digital',
  titleEnd: 'Intermediária',
  subtitle: 'Para quem já usa o celular e quer ganhar autonomia.',
}

export const idIntermediateCards: readonly PageCard[] = [
  {
    id: 'conheca',
    title: 'Conheça o curso',
    text: 'Conteúdo, formato das turmas e público do curso.',
    image: MEDIA.idIntermediate,
    path: PATHS.idIntermediateAbout,
    linkLabel: 'Saiba mais',
  },
  {
    id: 'inscricao',
    title: 'Inscrições',
    text: 'Saiba quando e como se inscrever nas próximas turmas.',
    image: MEDIA.idBasic,
    path: PATHS.idIntermediateRegistration,
    linkLabel: 'Inscrever-se',
  },
  {
    id: 'chamada',
    title: 'Chamada',
    text: 'Consulte a lista de pessoas chamadas para as turmas.',
    image: MEDIA.calendar,
    path: PATHS.idIntermediateCallList,
    linkLabel: 'Ver chamada',
  },
]

export const idIntermediateAboutHero: HeroContent = {
  titleStart: 'Conheça o curso de',
  titleEnd: ID_INTERMEDIATE_NAME,
  subtitle: 'Um passo além no mundo digital.',
}

export const idIntermediateAbout: readonly string[] = [
  'O curso de Inclusão Digital Intermediária é para pessoas com 60 anos ou mais que já sabem o básico do celular e querem usá-lo com mais autonomia e segurança.',
  'As oficinas acontecem em grupos de até 10 participantes, com 2 horas de aula por semana, para que cada pessoa tenha atenção e tempo para praticar.',
]

export const idIntermediateTopics: TopicGroup = {
  title: 'O que você vai aprender',
  items: [
    { title: 'Serviços públicos digitais', text: 'Usar a conta gov.br e aplicativos de serviços do dia a dia.' },
    { title: 'Bancos e pagamentos', text: 'Usar aplicativos bancários e o Pix com atenção à segurança.' },
    { title: 'Comunicação', text: 'Chamadas de vídeo em grupo, envio de documentos e uso do e-mail.' },
    { title: 'Segurança', text: 'Reconhecer golpes, proteger senhas e cuidar dos dados pessoais.' },
  ],
}

export const idIntermediateFacts: readonly Stat[] = [
  { value: 'Até 10', label: 'participantes por grupo' },
  { value: '2 horas', label: 'de aula por semana' },
  { value: '60+', label: 'anos ou mais' },
]

export const REGISTRATION_SOON = 'Inscrições em breve'
export const CALL_LIST_SOON = 'Chamadas em breve'

/** The headings of the digital inclusion courses' pages. */
export const digitalInclusionSections = {
  sectionsOf: (course: string) => `Seções da ${course}`,
  aboutCourse: 'Sobre o curso',
  timeline: 'Nossa trajetória de 2022 a 2025',
  takePart: 'Participe do projeto',
  inNumbers: 'O projeto em números',
  workshopFormat: 'Formato das oficinas',
  allAboutCourse: 'Tudo sobre o curso',
  callList: 'Chamada',
  registration: 'Inscrições',
}
