import { PATHS } from '@site/contracts'

export type NavLinkItem = { label: string; to: string }
export type NavItem = NavLinkItem & { children?: NavLinkItem[] }

export const NAV_ITEMS: NavItem[] = [
  {
    label: 'Instituição',
    to: PATHS.institution,
    children: [
      { label: 'Equipe', to: PATHS.team },
      { label: 'Realizações 2024', to: PATHS.achievements },
      { label: 'Parceiros', to: PATHS.partners },
      { label: 'Projetos anteriores', to: PATHS.pastProjects },
    ],
  },
  { label: 'Certificados', to: PATHS.validator },
  { label: 'Notícias', to: PATHS.news },
  { label: 'USJ', to: PATHS.academicDocuments },
  { label: 'Contatos', to: PATHS.contacts },
]

export const FOOTER_LINKS: NavLinkItem[] = [
  { label: 'Instituição', to: PATHS.institution },
  { label: 'Programas', to: PATHS.programs },
  { label: 'Cursos', to: PATHS.courses },
  { label: 'Validar certificado', to: PATHS.validator },
  { label: 'Contatos', to: PATHS.contacts },
  { label: 'Aviso de privacidade', to: PATHS.privacy },
  { label: 'Acessibilidade', to: PATHS.accessibility },
  { label: 'Mapa do site', to: PATHS.siteMap },
]
