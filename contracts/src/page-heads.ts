import { messages } from './messages/index.ts'
import { PATHS, type SitePath } from './site-paths.ts'

/** The parts of the site, each with its own sharing picture; the label is written on the picture. */
export const HEAD_SECTIONS = {
  home: 'Educação, inclusão e cidadania',
  institution: 'Instituição',
  projects: 'Programas e projetos',
  digitalInclusion: 'Inclusão digital',
  courses: 'Cursos',
  cycle: 'Ciclo de Palestras',
  news: 'Notícias',
  validator: 'Validador de certificados',
  documents: 'Documentos acadêmicos',
  contacts: 'Contatos',
} as const

export type HeadSection = keyof typeof HEAD_SECTIONS

/** Every path of PATHS outside the admin area: the pages a visitor (or a crawler) can open. */
export type PublicPath = Exclude<SitePath, `${typeof PATHS.admin}${string}`>

export interface PageHead {
  /** The page's own title, without the site's name (documentTitle adds it). */
  title: string
  /** The meta description: specific to the page, at most 160 characters. */
  description: string
  section: HeadSection
  /** The page above it in the breadcrumbs; none means the home page. */
  parent?: PublicPath
  /** A page for one visitor's task (sign-in, password, cancelling): kept out of search engines and the sitemap. */
  private?: true
  /** What the page describes, for its structured data. */
  kind?: 'course'
}

/**
 * The head of every public page: one source for the client's PageMeta and for the server, which writes it into the
 * HTML it sends (title, description, canonical, Open Graph, JSON-LD) so crawlers and link previews read it without
 * JavaScript.
 */
export const PAGE_HEADS: Record<PublicPath, PageHead> = {
  [PATHS.home]: {
    title: 'Educação para todas as idades',
    description:
      'Fundação educacional de São José (SC): programas, projetos de inclusão digital, cursos, palestras, certificados, notícias e contatos.',
    section: 'home',
  },
  [PATHS.institution]: {
    title: 'Instituição',
    description:
      'Quem somos, missão, propósito, valores e os Objetivos de Desenvolvimento Sustentável que a fundação ajuda a alcançar.',
    section: 'institution',
  },
  [PATHS.team]: {
    title: 'Equipe',
    description: 'Conheça a equipe da fundação e saiba com quem falar em cada área.',
    section: 'institution',
    parent: PATHS.institution,
  },
  [PATHS.achievements]: {
    title: 'Realizações 2024',
    description: 'Palestras, cursos, oficinas e projetos que a fundação realizou em 2024, em imagens.',
    section: 'institution',
    parent: PATHS.institution,
  },
  [PATHS.partners]: {
    title: 'Parceiros',
    description: 'Instituições que trabalham com a fundação em cursos, palestras e projetos de inclusão.',
    section: 'institution',
    parent: PATHS.institution,
  },
  [PATHS.privacy]: {
    title: 'Aviso de privacidade',
    description:
      'Quais dados pessoais os formulários da fundação coletam, para quê, por quanto tempo e como exercer seus direitos.',
    section: 'institution',
  },
  [PATHS.accessibility]: {
    title: 'Acessibilidade',
    description:
      'Atalhos de teclado, tamanho do texto, alto contraste, tradução para Libras com o VLibras e como falar com a equipe.',
    section: 'institution',
  },
  [PATHS.siteMap]: {
    title: 'Mapa do site',
    description: 'Todas as páginas do site da fundação, organizadas por seção, em uma só lista de links.',
    section: 'institution',
  },
  [PATHS.programs]: {
    title: 'Programas',
    description:
      'Programas da Fundação em educação e formação profissional, inclusão digital e cidadania, bem-estar e valorização da vida.',
    section: 'projects',
  },
  [PATHS.activeLongevity]: {
    title: 'Longevidade Ativa',
    description: 'Programa para pessoas com 60 anos ou mais: palestras quinzenais, inclusão digital e conectividade.',
    section: 'projects',
    parent: PATHS.programs,
  },
  [PATHS.volunteerTraining]: {
    title: 'Programa de formação voluntariado',
    description: 'Quatro encontros de formação para voluntários, às 14h, em parceria com uma associação comunitária.',
    section: 'projects',
    parent: PATHS.programs,
  },
  [PATHS.youngFirefighters]: {
    title: 'Programa Bombeiro Mirim',
    description: 'Programa com o Corpo de Bombeiros para estudantes do 7º ano: 242 estudantes de 4 escolas em 2023.',
    section: 'projects',
    parent: PATHS.programs,
  },
  [PATHS.activeProjects]: {
    title: 'Projetos ativos',
    description:
      'Projetos em andamento: ciclo de palestras, inclusão digital básica e intermediária e conectividade em ILPIs.',
    section: 'projects',
  },
  [PATHS.careHomes]: {
    title: 'Conecta ILPI',
    description:
      'Conectividade e oficinas digitais para pessoas que vivem em instituições de longa permanência para idosos.',
    section: 'projects',
    parent: PATHS.activeProjects,
  },
  [PATHS.pastProjects]: {
    title: 'Projetos anteriores',
    description: 'Projetos concluídos pela Fundação: ID Todos, Projeto Golfinho e Afetar com Afeto.',
    section: 'projects',
    parent: PATHS.institution,
  },
  [PATHS.pastProjectGolfinho]: {
    title: 'Projeto Golfinho',
    description:
      'Segurança aquática, salvamento, educação ambiental e cidadania para estudantes do 7º ano, com o Corpo de Bombeiros.',
    section: 'projects',
    parent: PATHS.pastProjects,
  },
  [PATHS.pastProjectIdTodos]: {
    title: 'ID Todos',
    description:
      'Projeto de inclusão digital para pessoas idosas: celular, governo digital, contas, agendamentos e segurança.',
    section: 'projects',
    parent: PATHS.pastProjects,
  },
  [PATHS.pastProjectAfetar]: {
    title: 'Afetar com Afeto',
    description: 'Apoio psicossocial e comunicação afetiva para gestores escolares da rede municipal.',
    section: 'projects',
    parent: PATHS.pastProjects,
  },
  [PATHS.idBasic]: {
    title: 'Inclusão Digital Básica',
    description:
      'Curso gratuito de inclusão digital para pessoas idosas: 400 vagas em 2025. Conheça, seja voluntário e veja a chamada.',
    section: 'digitalInclusion',
    parent: PATHS.activeProjects,
  },
  [PATHS.idBasicAbout]: {
    title: 'Conheça a Inclusão Digital Básica',
    description:
      'Como funciona o curso de inclusão digital básica para pessoas idosas e a trajetória do projeto de 2022 a 2025.',
    section: 'digitalInclusion',
    parent: PATHS.idBasic,
  },
  [PATHS.idBasicVolunteers]: {
    title: messages.volunteerPage.title,
    description:
      'Candidate-se como voluntário da Inclusão Digital Básica e ajude pessoas idosas a usar o celular. Formulário e Termo de Adesão.',
    section: 'digitalInclusion',
    parent: PATHS.idBasic,
  },
  [PATHS.idBasicCallList]: {
    title: messages.callListPage.title,
    description: 'Procure o seu nome na lista de chamada 2025 das turmas de Inclusão Digital Básica para pessoas idosas.',
    section: 'digitalInclusion',
    parent: PATHS.idBasic,
  },
  [PATHS.idIntermediate]: {
    title: 'Inclusão Digital Intermediária',
    description: 'Oficinas para pessoas com 60 anos ou mais que já usam o celular: grupos de até 10, 2 horas por semana.',
    section: 'digitalInclusion',
    parent: PATHS.activeProjects,
  },
  [PATHS.idIntermediateAbout]: {
    title: 'Conheça o curso de Inclusão Digital Intermediária',
    description: 'Curso para pessoas com 60 anos ou mais, em grupos de até 10 participantes, com 2 horas de aula por semana.',
    section: 'digitalInclusion',
    parent: PATHS.idIntermediate,
  },
  [PATHS.idIntermediateRegistration]: {
    title: 'Inscrições – Inclusão Digital Intermediária',
    description:
      'As inscrições das oficinas de Inclusão Digital Intermediária abrem em breve; as datas serão publicadas nesta página.',
    section: 'digitalInclusion',
    parent: PATHS.idIntermediate,
  },
  [PATHS.idIntermediateCallList]: {
    title: 'Chamada – Inclusão Digital Intermediária',
    description:
      'A lista de chamada das oficinas de Inclusão Digital Intermediária sai em breve; ela será publicada nesta página.',
    section: 'digitalInclusion',
    parent: PATHS.idIntermediate,
  },
  [PATHS.courses]: {
    title: 'Cursos',
    description: 'Cursos da Fundação para servidores, educadores e famílias: em andamento e já realizados.',
    section: 'courses',
  },
  [PATHS.courseNef]: {
    title: 'NEF – Núcleo de Educação e Formação',
    description:
      'Trilhas de formação on-line e gratuitas para servidores municipais na Escola Virtual de Governo, com certificado por módulo.',
    section: 'courses',
    parent: PATHS.courses,
    kind: 'course',
  },
  [PATHS.courseAi]: {
    title: 'Inteligência Artificial no Serviço Público',
    description:
      'Curso em dois módulos sobre futuros possíveis com a inteligência artificial e seu uso prático no serviço público.',
    section: 'courses',
    parent: PATHS.courses,
    kind: 'course',
  },
  [PATHS.courseParenting]: {
    title: 'Orientação Parental: Neurodiversidade',
    description:
      'Oficina em quatro encontros para pais, responsáveis e educadores sobre neurodivergência, às quartas-feiras, das 18h30 às 20h30.',
    section: 'courses',
    parent: PATHS.courses,
    kind: 'course',
  },
  [PATHS.courseOfficialWriting]: {
    title: 'Redação Oficial',
    description:
      'Curso de Redação Oficial em dois módulos de 6 aulas, das 14h às 17h, de 26/03/2024 a 18/04/2024, conforme o manual da Presidência.',
    section: 'courses',
    parent: PATHS.courses,
    kind: 'course',
  },
  [PATHS.cycle]: {
    title: 'Ciclo de Palestras Longevidade Ativa',
    description: 'Palestras quinzenais e gratuitas para pessoas com 60 anos ou mais. Inscreva-se e veja o calendário.',
    section: 'cycle',
    parent: PATHS.activeProjects,
  },
  [PATHS.cycleRegistration]: {
    title: messages.cyclePage.title,
    description: 'Garanta a sua vaga, de graça, na próxima palestra do Ciclo de Palestras Longevidade Ativa da fundação.',
    section: 'cycle',
    parent: PATHS.cycle,
  },
  [PATHS.calendar]: {
    title: 'Calendário de Palestras',
    description: 'Datas, horários e locais das próximas palestras do Ciclo Longevidade Ativa.',
    section: 'cycle',
    parent: PATHS.cycle,
  },
  [PATHS.registrationCancel]: {
    title: messages.registrationCancel.title,
    description: 'Confirme o cancelamento da sua inscrição em um evento da fundação.',
    section: 'cycle',
    private: true,
  },
  [PATHS.news]: {
    title: 'Notícias',
    description: 'Acompanhe as notícias da fundação: palestras, cursos, projetos de inclusão digital e parcerias.',
    section: 'news',
  },
  [PATHS.validator]: {
    title: messages.validatorPage.title,
    description: 'Confira a autenticidade de um certificado emitido pela fundação a partir do código impresso nele.',
    section: 'validator',
  },
  [PATHS.academicDocuments]: {
    title: 'USJ – documentos acadêmicos',
    description:
      'Consulte o cadastro do USJ no e-MEC e peça documentos acadêmicos on-line, com resposta em até 48 horas.',
    section: 'documents',
  },
  [PATHS.documentRequest]: {
    title: messages.documentRequestPage.title,
    description: 'Peça on-line históricos, diplomas, certificados e ementas de disciplinas do USJ, com resposta em até 48 horas.',
    section: 'documents',
    parent: PATHS.academicDocuments,
  },
  [PATHS.assistedTransfer]: {
    title: 'Transferência assistida',
    description: 'Como estudantes do USJ podem continuar a graduação em outra instituição, com os documentos e prazos.',
    section: 'documents',
    parent: PATHS.academicDocuments,
  },
  [PATHS.contacts]: {
    title: 'Contatos',
    description: 'Telefone, WhatsApp, e-mail e endereço da fundação em São José (SC), com mapa de localização.',
    section: 'contacts',
  },
  [PATHS.search]: {
    title: 'Busca',
    description: 'Busca nas páginas, notícias, cursos, eventos e equipe da fundação.',
    section: 'home',
  },
  [PATHS.login]: {
    title: messages.admin.loginTitle,
    description: messages.admin.loginIntro,
    section: 'home',
    private: true,
  },
  [PATHS.forgotPassword]: {
    title: messages.adminAccounts.forgotTitle,
    description: messages.adminAccounts.forgotIntro,
    section: 'home',
    private: true,
  },
  [PATHS.acceptInvitation]: {
    title: messages.adminAccounts.invitationTitle,
    description: messages.adminAccounts.invitationIntro,
    section: 'home',
    private: true,
  },
  [PATHS.resetPassword]: {
    title: messages.adminAccounts.resetTitle,
    description: 'Escolha uma nova senha para a sua conta na área administrativa da fundação, pelo link recebido por e-mail.',
    section: 'home',
    private: true,
  },
}

/** Whether `path`, as PATHS spells it, is a public page (not the admin area, not unknown). */
export const isPublicPath = (path: string): path is PublicPath => Object.hasOwn(PAGE_HEADS, path)

/** The pages above `path`, from the home page down, `path` itself last. */
export function breadcrumbTrail(path: PublicPath): PublicPath[] {
  if (path === PATHS.home) return [path]
  const trail: PublicPath[] = []
  for (let step: PublicPath | undefined = path; step; step = PAGE_HEADS[step].parent) trail.unshift(step)
  return [PATHS.home, ...trail]
}
