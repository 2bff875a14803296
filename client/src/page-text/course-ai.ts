import type { Person } from './types'

export type CourseModule = { title: string; duration: string; format: string; text: string }

export const aiBanner = {
  titleStart: 'Inteligência Artificial',
  titleEnd: 'no Serviço Público',
  subtitle: 'Entender o presente, imaginar o futuro e aplicar a IA no trabalho de cada dia.',
}

export const aiPresentation: readonly string[] = [
  'A inteligência artificial já faz parte do cotidiano: ela escreve, resume, traduz e organiza informações. Este curso convidou servidores municipais a conhecer essas ferramentas, refletir sobre seus limites éticos e experimentar, na prática, formas de tornar o atendimento ao cidadão mais ágil.',
  'O primeiro módulo foi uma palestra aberta; o segundo, uma oficina com turmas reduzidas e atividades no computador.',
]

export const aiModules: readonly CourseModule[] = [
  {
    title: 'Módulo 1: Futuros possíveis e desejáveis com IA',
    duration: '3 horas',
    format: 'Palestra',
    text: 'Panorama da inteligência artificial, seus impactos na sociedade e no trabalho, e o futuro que queremos construir com ela.',
  },
  {
    title: 'Módulo 2: IA na prática para otimizar o serviço público',
    duration: '3 horas',
    format: 'Oficina em 2 turmas de 30 participantes',
    text: 'Uso de assistentes de IA para redigir, resumir e organizar informações, com cuidado com dados pessoais e revisão humana.',
  },
]

export const aiFacilitators: readonly Person[] = [
  {
    nome: 'Helena Martins',
    papel: 'Pesquisadora em ética e governança de dados',
    bio: 'Doutora em Ciência da Computação, estuda o uso responsável da inteligência artificial em políticas públicas e já orientou projetos de inovação em diversas prefeituras.',
    foto: '/media/pessoa-1.svg',
  },
  {
    nome: 'Carolina Duarte',
    papel: 'Especialista em transformação digital',
    bio: 'Servidora pública há mais de dez anos, coordena iniciativas de modernização do atendimento e ensina equipes a usar ferramentas digitais no dia a dia.',
    foto: '/media/pessoa-2.svg',
  },
]

export const aiSections = {
  presentation: 'Apresentação',
  program: 'Programação',
  offerings: 'Data e Local',
  facilitators: 'Facilitadoras',
}
