import { pageKey, PATHS, validatorLink } from '@site/contracts'
import { DEMO_CERTIFICATE_CODE } from '../../../server/src/db/seed/seed.ts'
import { SEED_PAGES } from '../../../server/src/db/seed/site-pages-seed.ts'

/**
 * A page to capture: a path, or the first link matching `firstLinkOn.link` on the page at `firstLinkOn.path` (a news
 * article and its editor, whatever the site's newest news is).
 */
export interface Screen {
  area: 'public' | 'admin'
  slug: string
  path: string | { firstLinkOn: string; link: string }
}

const publicScreen = (slug: string, path: Screen['path']): Screen => ({ area: 'public', slug, path })
const adminScreen = (slug: string, path: Screen['path']): Screen => ({ area: 'admin', slug, path })

/** The pages visitors open most, each a different layout: home, institution, lists, an article, the forms. */
export const PUBLIC_SCREENS: Screen[] = [
  publicScreen('inicio', PATHS.home),
  publicScreen('instituicao', PATHS.institution),
  publicScreen('programas', PATHS.programs),
  publicScreen('noticias', PATHS.news),
  publicScreen('noticia', { firstLinkOn: PATHS.news, link: `main a[href^="${PATHS.news}/"]` }),
  publicScreen('validador', validatorLink(DEMO_CERTIFICATE_CODE)),
  publicScreen('ciclo-inscricoes', PATHS.cycleRegistration),
  publicScreen('equipe', PATHS.team),
  publicScreen('parceiros', PATHS.partners),
  publicScreen('contatos', PATHS.contacts),
]

/** Every other page of the site's first pages (the seed of the stored pages): "pagina-cursos-nef". */
export const STORED_PAGE_SCREENS: Screen[] = SEED_PAGES.map((page) => page.caminho)
  .filter((path) => !PUBLIC_SCREENS.some((screen) => screen.path === path))
  .map((path) => publicScreen(`pagina${pageKey(path).replaceAll('/', '-')}`, path))

/** The screens the staff work in every day: the dashboard, the lists of each role and the news editor. */
export const ADMIN_SCREENS: Screen[] = [
  adminScreen('painel', PATHS.admin),
  adminScreen('requerimentos', PATHS.adminDocumentRequests),
  adminScreen('inscricoes', PATHS.adminRegistrations),
  adminScreen('eventos', PATHS.adminEvents),
  adminScreen('certificados', PATHS.adminCertificates),
  adminScreen('noticias', PATHS.adminNews),
  adminScreen('noticia-editor', { firstLinkOn: PATHS.adminNews, link: `main a[href^="${PATHS.adminNews}/"]:not([href$="/nova"])` }),
  adminScreen('midia', PATHS.adminMedia),
  adminScreen('equipe', PATHS.adminTeam),
  adminScreen('usuarios', PATHS.adminUsers),
]

/** Both window sizes: a phone's and a laptop's. */
export const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]

export const fileName = (screen: Screen, width: number): string => `${screen.area}-${screen.slug}-${width}.png`
