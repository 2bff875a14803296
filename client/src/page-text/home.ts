import { PATHS } from '@site/contracts'

export type HomeCard = { title: string; text: string; to: string }
export type ProjectCard = HomeCard & { image: string }

export const HOME_HERO = {
  tagline: 'Educação, inclusão e cidadania para todas as idades em São José.',
  video: { webm: '/media/hero.webm', mp4: '/media/hero.mp4', poster: '/media/hero-poster.webp' },
}

export const HOME_SHORTCUTS: HomeCard[] = [
  { title: 'Programas', text: 'Longevidade Ativa, formação de voluntários e Bombeiro Mirim.', to: PATHS.programs },
  { title: 'Projetos ativos', text: 'Conheça os projetos que estão acontecendo agora.', to: PATHS.activeProjects },
  { title: 'Cursos', text: 'Formações para servidores, educadores e comunidade.', to: PATHS.courses },
  { title: 'Certificados', text: 'Confira a autenticidade de um certificado pelo código.', to: PATHS.validator },
]

export const HOME_PROJECTS: ProjectCard[] = [
  {
    title: 'Ciclo de Palestras',
    text: 'Encontros quinzenais para pessoas com 60 anos ou mais, com especialistas convidados.',
    to: PATHS.cycle,
    image: '/media/projeto-ciclo.svg',
  },
  {
    title: 'Inclusão Digital Básica',
    text: 'Aulas para dar os primeiros passos no celular, com apoio de voluntários.',
    to: PATHS.idBasic,
    image: '/media/projeto-idbasico.svg',
  },
  {
    title: 'Inclusão Digital Intermediária',
    text: 'Oficinas semanais de 2 horas, em grupos de até 10 pessoas com 60 anos ou mais.',
    to: PATHS.idIntermediate,
    image: '/media/projeto-idintermediario.svg',
  },
]

export const HOME_STATS = [
  { value: '3.000+', label: 'pessoas atendidas' },
  { value: '2.000+', label: 'horas de formação' },
  { value: '15+', label: 'parceiros' },
  { value: '500+', label: 'oficinas realizadas' },
]

/** The headings of the home page's sections. */
/** The home page's section titles, one constant each so that the bundler inlines them in the first-load chunk. */
export const SHORTCUTS_TITLE = 'Acesso rápido'
export const PROJECTS_TITLE = 'Projetos em destaque'
export const KNOW_PROJECT = 'Conheça o projeto'
export const IMPACT_TITLE = 'Nosso impacto'
export const SOCIAL_TITLE = 'Acompanhe a fundação nas redes'
