/**
 * Every page path of the public site and the admin area. The client builds its router and links from
 * these; the server uses `isSitePath` to answer 404 for anything else.
 */
export const PATHS = {
  home: '/',
  institution: '/instituição',
  achievements: '/realizações',
  programs: '/programas',
  pastProjects: '/projetos-anteriores',
  pastProjectGolfinho: '/projetos-anteriores/golfinho',
  pastProjectIdTodos: '/projetos-anteriores/id-todos',
  pastProjectAfetar: '/projetos-anteriores/afetar-com-afeto',
  courses: '/cursos',
  courseNef: '/cursos/nef',
  courseAi: '/cursos/inteligencia-artificial',
  courseParenting: '/cursos/orientacao-parental',
  courseOfficialWriting: '/cursos/redacao-oficial',
  validator: '/validador',
  news: '/noticias',
  academicDocuments: '/usj',
  contacts: '/contatos',
  search: '/busca',
  login: '/wp-admin',
  forgotPassword: '/wp-admin/esqueci-a-senha',
  acceptInvitation: '/wp-admin/convite',
  resetPassword: '/wp-admin/nova-senha',
  team: '/equipe',
  partners: '/parceiros',
  cycle: '/ciclo',
  cycleRegistration: '/ciclo/inscricoes',
  calendar: '/calendario',
  idIntermediate: '/idintermediario',
  idIntermediateAbout: '/idintermediario/conheca',
  idIntermediateRegistration: '/idintermediario/inscricao',
  idIntermediateCallList: '/idintermediario/chamada',
  documentRequest: '/requerimento',
  assistedTransfer: '/transferencia-assistida',
  idBasic: '/idbasico',
  idBasicAbout: '/idbasico/conheca',
  idBasicVolunteers: '/idbasico/voluntarios',
  idBasicCallList: '/idbasico/chamada',
  activeProjects: '/projetos-ativos',
  activeLongevity: '/longevidade-ativa',
  careHomes: '/ilpi',
  volunteerTraining: '/voluntariado',
  youngFirefighters: '/bombeiro-mirim',
  privacy: '/privacidade',
  accessibility: '/acessibilidade',
  siteMap: '/mapa-do-site',
  registrationCancel: '/cancelar-inscricao',
  admin: '/admin',
  adminCertificates: '/admin/certificados',
  adminEvents: '/admin/eventos',
  adminRegistrations: '/admin/inscricoes',
  adminSettings: '/admin/configuracoes',
  adminUsers: '/admin/usuarios',
  adminMyAccount: '/admin/minha-conta',
  adminNews: '/admin/noticias',
  adminMedia: '/admin/midia',
  adminTeam: '/admin/equipe',
  adminPartners: '/admin/parceiros',
  adminCourses: '/admin/cursos',
  adminCalendar: '/admin/calendario',
  adminPagePhotos: '/admin/fotos-paginas',
  adminPages: '/admin/paginas',
  adminMenu: '/admin/menu',
  adminVolunteers: '/admin/candidaturas',
  adminDocumentRequests: '/admin/requerimentos',
  adminAudit: '/admin/auditoria',
  adminBackups: '/admin/backups',
} as const

export type SitePath = (typeof PATHS)[keyof typeof PATHS]

/** The staff guide (docs/guia-da-equipe.md), written into the build as a page of its own with its pictures. */
export const STAFF_GUIDE_PATH = '/ajuda/guia-da-equipe.html'

/** Shareable link to a certificate check: /validador/<codigo>. */
export const validatorLink = (codigo: string): string => `${PATHS.validator}/${encodeURIComponent(codigo)}`

/** /noticias/<slug>. */
export const newsLink = (slug: string): string => `/noticias/${encodeURIComponent(slug)}`

/** The subscriptions: the news as RSS 2.0, the upcoming lectures and agenda as an iCalendar feed. */
export const FEED_PATHS = { news: '/noticias/feed.xml', calendar: '/eventos.ics' } as const

/** One lecture of the cycle, or one entry of the foundation's agenda, as a file to add to a calendar. */
export const lectureCalendarFile = (id: number): string => `/eventos/${id}/evento.ics`
export const agendaCalendarFile = (id: number): string => `/agenda/${id}/evento.ics`

/** Where the PDF of a certificate is served (public: anyone holding the code can validate it anyway). */
export const certificatePdfPath = (codigo: string): string => `/certificado/${encodeURIComponent(codigo)}/pdf`

/** Sections whose sub-paths all belong to the app (the page decides what to show). */
export const SECTION_PREFIXES = [PATHS.academicDocuments, PATHS.idBasic, PATHS.admin, PATHS.validator]

/** Lower-case, percent-decoded, accents removed, no trailing slash: "/Instituição/" -> "/instituicao". */
export const normalizePath = (pathname: string): string => {
  let decoded = pathname
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    // A malformed escape is simply an unknown path.
  }
  const plain = decoded
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
  return plain.length > 1 ? plain.replace(/\/+$/, '') : plain
}

/**
 * The foundation's names: the full one for documents and sharing, the short one after every page title. Here, beside
 * PATHS, because the client's first load needs both and no module more (see page-heads.ts).
 */
export const SITE_NAMES = {
  name: 'Fundação Educacional de São José',
  shortName: 'Fundação São José',
} as const

/** The foundation's name as staff set it in Configurações (`nomeFundacao`), or the site's own full name. */
export const foundationName = (settings: { nomeFundacao?: string }): string => settings.nomeFundacao ?? SITE_NAMES.name

/** The name after every page title: the configured one (`nomeFundacao`), or the site's short name. */
export const titleName = (settings: { nomeFundacao?: string }): string => settings.nomeFundacao ?? SITE_NAMES.shortName

/** "Cursos" -> "Cursos — Fundação São José": the document title of every page, with the configured name when set. */
export const documentTitle = (title: string, settings: { nomeFundacao?: string } = {}): string => `${title} — ${titleName(settings)}`
