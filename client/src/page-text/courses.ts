import { PATHS, type SitePath } from '@site/contracts'
import { MEDIA } from './media'
import type { HeroContent } from './types'

export type CourseStatus = 'Ativo' | 'Realizado'

/** Static content of a course. */
export type Course = {
  id: string
  titulo: string
  imagem: string
  imagemAlt: string
  descricao: string
  status: CourseStatus
  link: SitePath
}

/** How each status is labelled on the cards. */
export const COURSE_STATUS_LABEL: Record<CourseStatus, string> = {
  Ativo: 'Em Andamento',
  Realizado: 'Realizado',
}

export const coursesHero: HeroContent = {
  titleStart: 'Nossos',
  titleEnd: 'Cursos',
  subtitle: 'Formação gratuita para quem serve à cidade e para quem educa.',
}

export const coursesPurpose = {
  title: 'Nosso propósito',
  text: 'Os cursos da Fundação qualificam servidores públicos, educadores e famílias com conteúdos práticos e atuais. Acreditamos que um serviço público melhor começa por pessoas bem preparadas e valorizadas.',
}

export const courses: readonly Course[] = [
  {
    id: 'nef',
    titulo: 'NEF – Trilhas de formação para servidores',
    imagem: MEDIA.courseNef.src,
    imagemAlt: MEDIA.courseNef.alt,
    descricao:
      'Trilhas on-line e gratuitas na Escola Virtual de Governo, com certificado por módulo, para servidores do município.',
    status: 'Ativo',
    link: PATHS.courseNef,
  },
  {
    id: 'inteligencia-artificial',
    titulo: 'Inteligência Artificial no Serviço Público',
    imagem: MEDIA.courseAi.src,
    imagemAlt: MEDIA.courseAi.alt,
    descricao: 'Palestra e oficinas práticas sobre o uso responsável da inteligência artificial no trabalho público.',
    status: 'Realizado',
    link: PATHS.courseAi,
  },
  {
    id: 'orientacao-parental',
    titulo: 'Orientação Parental: Neurodiversidade',
    imagem: MEDIA.courseParenting.src,
    imagemAlt: MEDIA.courseParenting.alt,
    descricao: 'Oficina em quatro encontros para pais, mães, responsáveis e educadores de crianças neurodivergentes.',
    status: 'Realizado',
    link: PATHS.courseParenting,
  },
  {
    id: 'redacao-oficial',
    titulo: 'Redação Oficial',
    imagem: MEDIA.courseWriting.src,
    imagemAlt: MEDIA.courseWriting.alt,
    descricao: 'Dois módulos sobre linguagem, formatação e comunicações oficiais conforme o manual da Presidência.',
    status: 'Realizado',
    link: PATHS.courseOfficialWriting,
  },
]

export const coursesSections = { active: 'Curso em andamento', completed: 'Cursos realizados' }
