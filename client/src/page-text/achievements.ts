/** alt describes the picture; caption says what happened. */
export type Achievement = { image: string; alt: string; caption: string }

export const ACHIEVEMENTS_INTRO =
  'Em 2024, a fundação levou palestras, cursos e oficinas a milhares de pessoas. Veja alguns momentos do ano.'

export const ACHIEVEMENTS: Achievement[] = [
  { image: '/media/realizacao-01.svg', alt: 'Ilustração de um palestrante ao púlpito', caption: 'Encontros do Ciclo de Palestras para pessoas com 60 anos ou mais' },
  { image: '/media/realizacao-02.svg', alt: 'Ilustração de um celular', caption: 'Oficinas de uso do celular na Inclusão Digital Básica' },
  { image: '/media/realizacao-03.svg', alt: 'Ilustração de um capacete de bombeiro', caption: 'Atividades do Programa Bombeiro Mirim nas escolas' },
  { image: '/media/realizacao-04.svg', alt: 'Ilustração de um capelo de formatura', caption: 'Entrega de certificados aos participantes dos cursos' },
  { image: '/media/realizacao-05.svg', alt: 'Ilustração de um computador portátil', caption: 'Curso de inteligência artificial para servidores municipais' },
  { image: '/media/realizacao-06.svg', alt: 'Ilustração de um coração', caption: 'Encontros do programa de formação de voluntários' },
  { image: '/media/realizacao-07.svg', alt: 'Ilustração de uma casa', caption: 'Conectividade nas instituições de longa permanência para idosos' },
  { image: '/media/realizacao-08.svg', alt: 'Ilustração de um livro aberto', caption: 'Curso de redação oficial, em dois módulos' },
  { image: '/media/realizacao-09.svg', alt: 'Ilustração de dois círculos entrelaçados', caption: 'Encontro com as instituições parceiras' },
]

export const achievementsPage = {
  hero: {
    titleStart: 'Realizações',
    titleEnd: '2024',
    subtitle: 'Um ano de aprendizado, convivência e parcerias em São José.',
    image: '/media/realizacoes-banner.svg',
  },
  heading: 'Momentos do ano',
}
