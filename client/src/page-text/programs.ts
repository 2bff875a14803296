import { PATHS, type PhotoPageId, type SitePath } from '@site/contracts'
import { MEDIA } from './media'
import type { HeroContent } from './types'

/** Static content of a featured program. */
export type FeaturedProgram = {
  id: string
  /** The program's page in "Fotos das páginas": a photo chosen there replaces `foto`. */
  photoPage: PhotoPageId
  nome: string
  foto: string
  fotoAlt: string
  descricao: string
  link: SitePath
}

export type ActionArea = { title: string; text: string; examples: readonly string[] }

export const programsHero: HeroContent = {
  titleStart: 'Nossos',
  titleEnd: 'Programas',
  subtitle: 'Educação, inclusão e cidadania para todas as idades em São José.',
}

export const programsIntro: readonly string[] = [
  'A Fundação desenvolve programas que aproximam a educação da vida da cidade. Do servidor público que busca qualificação à pessoa idosa que quer aprender a usar o celular, cada iniciativa nasce de uma necessidade real da comunidade.',
  'Os programas são construídos com a rede municipal de ensino, órgãos públicos e parceiros locais, e todas as atividades abertas ao público são gratuitas.',
]

export const actionAreas: readonly ActionArea[] = [
  {
    title: 'Educação e formação profissional',
    text: 'Cursos, oficinas e trilhas de capacitação para servidores, educadores e estudantes.',
    examples: [
      'Programa de apoio à pós-graduação Stricto Sensu (mestrado e doutorado)',
      'Cursos para servidores públicos, presenciais e on-line',
      'Oficinas para famílias e profissionais da educação',
    ],
  },
  {
    title: 'Inclusão digital',
    text: 'Ações que ajudam pessoas idosas a usar a tecnologia com autonomia e segurança.',
    examples: [
      'Cursos de inclusão digital básica e intermediária',
      'Acesso a serviços públicos pela internet',
      'Conectividade em instituições de longa permanência',
    ],
  },
  {
    title: 'Cidadania, bem-estar e valorização da vida',
    text: 'Iniciativas que fortalecem vínculos, promovem a saúde e estimulam a participação cidadã.',
    examples: [
      'Ciclo de palestras para pessoas com 60 anos ou mais',
      'Formação de voluntários',
      'Programas de prevenção para crianças e jovens',
    ],
  },
]

export const programsCommitment = {
  title: 'Nosso compromisso',
  text: 'Queremos que o conhecimento chegue a quem mais precisa. Por isso oferecemos atividades gratuitas, usamos linguagem simples, acompanhamos os resultados de cada turma e aperfeiçoamos os programas a partir do que os participantes nos dizem.',
}

export const featuredPrograms: readonly FeaturedProgram[] = [
  {
    id: 'longevidade-ativa',
    photoPage: 'longevidade-ativa',
    nome: 'Longevidade Ativa',
    foto: MEDIA.longevity.src,
    fotoAlt: MEDIA.longevity.alt,
    descricao:
      'Palestras quinzenais, cursos de inclusão digital e ações de conectividade para que pessoas com 60 anos ou mais vivam com autonomia, informação e convivência.',
    link: PATHS.activeLongevity,
  },
  {
    id: 'voluntariado',
    photoPage: 'voluntariado',
    nome: 'Programa de formação voluntariado',
    foto: MEDIA.volunteers.src,
    fotoAlt: MEDIA.volunteers.alt,
    descricao:
      'Encontros de formação, em parceria com uma associação comunitária, que preparam voluntários para apoiar as atividades da Fundação junto à comunidade.',
    link: PATHS.volunteerTraining,
  },
  {
    id: 'bombeiro-mirim',
    photoPage: 'bombeiro-mirim',
    nome: 'Programa Bombeiro Mirim',
    foto: MEDIA.firefighters.src,
    fotoAlt: MEDIA.firefighters.alt,
    descricao:
      'Em parceria com o Corpo de Bombeiros, estudantes do 7º ano aprendem prevenção de acidentes, noções de primeiros socorros e atitudes de cidadania.',
    link: PATHS.youngFirefighters,
  },
]

export const programsSections = {
  learnMore: 'Saiba mais',
  intro: 'Educação que transforma a cidade',
  actionAreas: 'Áreas de atuação',
  featured: 'Programas em destaque',
}
