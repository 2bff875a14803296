import { PATHS } from '@site/contracts'
import { MEDIA } from './media'
import type { HeroContent, PageCard, ProjectPageContent, Stat, TopicGroup } from './types'

export const pastProjectsHero: HeroContent = {
  titleStart: 'Projetos',
  titleEnd: 'anteriores',
  subtitle: 'Iniciativas que concluímos e que seguem inspirando o nosso trabalho.',
}

export const pastProjectsIntro =
  'Cada projeto abaixo respondeu a uma necessidade concreta da comunidade: pessoas idosas longe do mundo digital, estudantes expostos a riscos na água e equipes escolares que precisavam de apoio emocional. Conheça o que foi feito e o que aprendemos.'

export const pastProjectCards: readonly PageCard[] = [
  {
    id: 'id-todos',
    photoPage: 'id-todos',
    title: 'ID Todos',
    text: 'Inclusão digital para pessoas idosas: uso do celular, serviços públicos on-line e segurança na internet.',
    image: MEDIA.idTodos,
    path: PATHS.pastProjectIdTodos,
    linkLabel: 'Saiba mais',
  },
  {
    id: 'golfinho',
    photoPage: 'golfinho',
    title: 'Projeto Golfinho',
    text: 'Segurança aquática, salvamento, educação ambiental e cidadania com o Corpo de Bombeiros.',
    image: MEDIA.golfinho,
    path: PATHS.pastProjectGolfinho,
    linkLabel: 'Saiba mais',
  },
  {
    id: 'afetar-com-afeto',
    photoPage: 'afetar-com-afeto',
    title: 'Afetar com Afeto',
    text: 'Apoio psicossocial e comunicação afetiva para gestores e equipes das escolas.',
    image: MEDIA.afetar,
    path: PATHS.pastProjectAfetar,
    linkLabel: 'Saiba mais',
  },
]

export const pastProjectsApproach: TopicGroup = {
  title: 'Nossa abordagem',
  items: [
    {
      title: 'Parcerias',
      text: 'Trabalhamos com a rede municipal de ensino, o Corpo de Bombeiros e instituições da cidade, somando saberes e estruturas.',
    },
    {
      title: 'Prática',
      text: 'As atividades partem do dia a dia dos participantes: o celular que já usam, a praia que frequentam, a escola onde trabalham.',
    },
    {
      title: 'Acompanhamento',
      text: 'Registramos participação e resultados para avaliar cada etapa e aperfeiçoar os projetos seguintes.',
    },
  ],
}

export const pastProjectsImpact: { title: string; intro: string; stats: readonly Stat[] } = {
  title: 'Impacto',
  intro: 'Somando os projetos da Fundação, estes são os números que alcançamos até aqui.',
  stats: [
    { value: '3.000+', label: 'pessoas atendidas' },
    { value: '2.000+', label: 'horas de atividades' },
    { value: '15+', label: 'parceiros' },
    { value: '500+', label: 'oficinas realizadas' },
  ],
}

export const golfinhoProject: ProjectPageContent = {
  photoPage: 'golfinho',
  hero: {
    titleStart: 'Projeto',
    titleEnd: 'Golfinho',
    subtitle: 'Segurança na água e cuidado com o ambiente, aprendidos com quem salva vidas.',
  },
  about: {
    title: 'Sobre o projeto',
    paragraphs: [
      'O Projeto Golfinho levou estudantes da rede municipal a aprender, com o Corpo de Bombeiros, como se proteger e agir com segurança em praias, rios e piscinas.',
      'Além das noções de salvamento, as atividades trataram do cuidado com o ambiente aquático e do papel de cada um na proteção da comunidade.',
    ],
    image: MEDIA.golfinho,
  },
  topics: {
    title: 'O que os estudantes aprenderam',
    items: [
      { title: 'Segurança aquática', text: 'Como reconhecer locais e situações de risco e escolher onde e quando entrar na água.' },
      { title: 'Salvamento', text: 'Como pedir ajuda, acionar o socorro e apoiar um resgate sem se colocar em perigo.' },
      { title: 'Educação ambiental', text: 'Cuidado com praias, rios e a vida marinha, e o destino correto do lixo.' },
      { title: 'Cidadania', text: 'Responsabilidade com o próximo e respeito às orientações dos guarda-vidas.' },
    ],
  },
  results: {
    title: 'Resultados de 2023',
    stats: [
      { value: '12', label: 'unidades escolares' },
      { value: '497', label: 'estudantes do 7º ano' },
    ],
  },
}

export const idTodosProject: ProjectPageContent = {
  photoPage: 'id-todos',
  hero: {
    titleStart: 'ID',
    titleEnd: 'Todos',
    subtitle: 'Inclusão digital para pessoas idosas, no ritmo de cada um.',
  },
  about: {
    title: 'Sobre o projeto',
    paragraphs: [
      'O ID Todos ofereceu oficinas para que pessoas idosas usassem o celular com confiança e resolvessem pela internet tarefas do dia a dia.',
      'Em turmas pequenas e com apoio próximo, os participantes praticaram no próprio aparelho, do primeiro contato até o uso de serviços públicos digitais.',
    ],
    image: MEDIA.idTodos,
  },
  topics: {
    title: 'O que as oficinas abordaram',
    items: [
      { title: 'Uso do celular', text: 'Ligar, configurar, instalar aplicativos, fazer chamadas de vídeo e organizar fotos.' },
      { title: 'Governo digital', text: 'Como navegar em portais e aplicativos de serviços públicos.' },
      { title: 'Criação de contas', text: 'Passo a passo para criar e-mail e contas de acesso a serviços.' },
      { title: 'Agendamentos on-line', text: 'Marcar consultas e atendimentos pela internet, sem filas.' },
      { title: 'Segurança digital', text: 'Senhas fortes, golpes mais comuns e como se proteger deles.' },
    ],
  },
}

export const afetarProject: ProjectPageContent = {
  photoPage: 'afetar-com-afeto',
  hero: {
    titleStart: 'Afetar com',
    titleEnd: 'Afeto',
    subtitle: 'Cuidar de quem cuida da escola.',
  },
  about: {
    title: 'Sobre o projeto',
    paragraphs: [
      'O Afetar com Afeto ofereceu apoio psicossocial a gestores escolares e fortaleceu a comunicação afetiva nas relações entre equipe, estudantes e famílias.',
      'Com encontros de escuta e formação, o projeto ajudou as escolas a acolher melhor os estudantes em situação de vulnerabilidade e a acompanhá-los de perto.',
    ],
    image: MEDIA.afetar,
  },
  topics: {
    title: 'Como o projeto atuou',
    items: [
      { title: 'Apoio psicossocial', text: 'Espaços de escuta e orientação para gestores lidarem com situações difíceis.' },
      { title: 'Comunicação afetiva', text: 'Práticas de diálogo respeitoso e acolhedor no dia a dia da escola.' },
      { title: 'Acompanhamento de estudantes', text: 'Apoio às equipes no cuidado contínuo com os estudantes atendidos.' },
    ],
  },
  results: {
    title: 'Impacto',
    stats: [
      { value: 'Mais de 150', label: 'estudantes acompanhados' },
      { value: 'Mais de 10', label: 'escolas participantes' },
      { value: '100%', label: 'de comprometimento das equipes' },
    ],
  },
}

export const pastProjectsTitle = 'Projetos concluídos'
