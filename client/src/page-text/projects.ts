import { PATHS } from '@site/contracts'
import { MEDIA } from './media'
import type { HeroContent, PageCard, ProjectPageContent } from './types'

export const activeProjectsHero: HeroContent = {
  titleStart: 'Projetos',
  titleEnd: 'ativos',
  subtitle: 'O que está acontecendo agora e como você pode participar.',
}

const CARDS = {
  cycle: {
    id: 'ciclo',
    photoPage: 'ciclo',
    title: 'Ciclo de Palestras',
    text: 'Palestras quinzenais e gratuitas para pessoas com 60 anos ou mais.',
    image: MEDIA.cycle,
    path: PATHS.cycle,
    linkLabel: 'Saiba mais',
  },
  idBasic: {
    id: 'idbasico',
    photoPage: 'idbasico',
    title: 'Inclusão Digital Básica',
    text: 'Primeiros passos no celular, com apoio de voluntários, para pessoas idosas.',
    image: MEDIA.idBasic,
    path: PATHS.idBasic,
    linkLabel: 'Saiba mais',
  },
  idIntermediate: {
    id: 'idintermediario',
    photoPage: 'idintermediario',
    title: 'Inclusão Digital Intermediária',
    text: 'Oficinas em grupos de até 10 pessoas para quem já usa o celular e quer ir além.',
    image: MEDIA.idIntermediate,
    path: PATHS.idIntermediate,
    linkLabel: 'Saiba mais',
  },
  careHomes: {
    id: 'ilpi',
    photoPage: 'ilpi',
    title: 'Conecta ILPI',
    text: 'Conectividade e oficinas digitais em instituições de longa permanência para idosos.',
    image: MEDIA.careHomes,
    path: PATHS.careHomes,
    linkLabel: 'Saiba mais',
  },
  volunteers: {
    id: 'voluntarios',
    title: 'Voluntários do projeto',
    text: 'Pessoas da comunidade que apoiam as turmas de inclusão digital.',
    image: MEDIA.volunteers,
    path: PATHS.idBasicVolunteers,
    linkLabel: 'Quero participar',
  },
} satisfies Record<string, PageCard>

export const activeProjectCards: readonly PageCard[] = [CARDS.cycle, CARDS.idBasic, CARDS.idIntermediate, CARDS.careHomes]

export const longevityProject: ProjectPageContent = {
  photoPage: 'longevidade-ativa',
  hero: {
    titleStart: 'Longevidade',
    titleEnd: 'Ativa',
    subtitle: 'Aprender, conviver e participar em todas as idades.',
  },
  about: {
    title: 'Sobre o programa',
    paragraphs: [
      'O Longevidade Ativa reúne as ações da Fundação para pessoas com 60 anos ou mais. O programa parte de uma ideia simples: envelhecer bem é continuar aprendendo, convivendo e participando da vida da cidade.',
      'A cada quinze dias, o Ciclo de Palestras traz temas como saúde, direitos, tecnologia e cultura. Os cursos de inclusão digital e o projeto de conectividade em ILPIs completam o programa.',
    ],
    image: MEDIA.longevity,
  },
}

export const longevityActivities: readonly PageCard[] = [
  CARDS.cycle,
  CARDS.idBasic,
  CARDS.idIntermediate,
  CARDS.careHomes,
  CARDS.volunteers,
]

export const careHomesProject: ProjectPageContent = {
  photoPage: 'ilpi',
  hero: {
    titleStart: 'Conecta',
    titleEnd: 'ILPI',
    subtitle: 'Internet e tecnologia para aproximar quem vive em instituições de longa permanência.',
    image: MEDIA.careHomes.src,
  },
  about: {
    title: 'Sobre o projeto',
    paragraphs: [
      'Muitas pessoas que vivem em Instituições de Longa Permanência para Idosos (ILPIs) passam longos períodos sem ver familiares e amigos. O Conecta ILPI leva conectividade e atividades digitais a essas instituições.',
      'Com o apoio das equipes de cuidado, os residentes aprendem a fazer chamadas de vídeo, ouvir músicas de que gostam e acessar conteúdos de seu interesse.',
    ],
    image: MEDIA.careHomes,
  },
  topics: {
    title: 'Como o projeto funciona',
    items: [
      { title: 'Conectividade', text: 'Apoio para que a instituição tenha acesso à internet nos espaços de convivência.' },
      { title: 'Oficinas', text: 'Encontros práticos com os residentes, respeitando o ritmo e as condições de cada pessoa.' },
      { title: 'Vínculos', text: 'Chamadas de vídeo com familiares e amigos que moram longe.' },
    ],
  },
}

export const youngFirefightersProject: ProjectPageContent = {
  photoPage: 'bombeiro-mirim',
  hero: {
    titleStart: 'Programa',
    titleEnd: 'Bombeiro Mirim',
    subtitle: 'Prevenção, cuidado e cidadania aprendidos com quem protege a cidade.',
  },
  about: {
    title: 'Sobre o programa',
    paragraphs: [
      'O Programa Bombeiro Mirim aproxima estudantes do 7º ano da rede municipal do trabalho do Corpo de Bombeiros. Em encontros teóricos e práticos, eles aprendem a prevenir acidentes e a agir com calma em situações de emergência.',
      'Mais do que técnicas, o programa desenvolve disciplina, trabalho em equipe e cuidado com o próximo.',
    ],
    image: MEDIA.firefighters,
  },
  topics: {
    title: 'O que os estudantes aprendem',
    items: [
      { title: 'Prevenção de acidentes', text: 'Riscos em casa, na escola e na rua, e como evitá-los.' },
      { title: 'Primeiros socorros', text: 'Noções básicas de atendimento e como acionar o socorro corretamente.' },
      { title: 'Cidadania', text: 'Respeito, responsabilidade e trabalho em equipe.' },
    ],
  },
  results: {
    title: 'Resultados de 2023',
    stats: [
      { value: '242', label: 'estudantes atendidos' },
      { value: '4', label: 'escolas participantes' },
      { value: '7º ano', label: 'do ensino fundamental' },
    ],
  },
}

/** The section around the Longevidade Ativa activities. */
export const longevityActivitiesSection = {
  title: 'Atividades',
  intro: 'Role a lista ou use os botões para conhecer todas as atividades do programa.',
  label: 'Atividades do Longevidade Ativa',
}

/** The section around the active projects' cards. */
export const activeProjectsSection = {
  title: 'Conheça os projetos',
  intro: 'Escolha um projeto para saber como funciona e como participar.',
  label: 'Projetos ativos',
}
