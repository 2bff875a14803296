// Apart from page-heads.ts: the client's first load needs these two, not the table of every page's head.

/** The foundation's names: the full one for documents and sharing, the short one after every page title. */
export const SITE_NAMES = {
  name: 'Fundação Educacional de São José',
  shortName: 'Fundação São José',
} as const

/** "Cursos" -> "Cursos — Fundação São José": the document title of every page. */
export const documentTitle = (title: string): string => `${title} — ${SITE_NAMES.shortName}`
