/**
 * Writes server/src/db/seed/site-pages-seed.ts from client/src/page-text (npx tsx tools/page-seed/generate.ts). Run
 * once, when the pages moved into the database; from then on the staff edit them in the admin area.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildSeed } from './build-seed.ts'

export const SEED_FILE = path.join(import.meta.dirname, '../../server/src/db/seed/site-pages-seed.ts')

const HEADER = `// Generated once by tools/page-seed/generate.ts from client/src/page-text (decision 45): the words of the site's
// pages and menu when they moved into the database. Staff edit them in the admin area ("Páginas", "Menu"), not here.
import type { MenuArea, PageContentInput } from '@site/contracts'

export interface SeedPage {
  caminho: string
  /** The route it replaces: the name of its file in client/src/routes. */
  modelo: string
  conteudo: PageContentInput
}

export interface SeedMenuItem {
  rotulo: string
  caminho: string
  filhos?: SeedMenuItem[]
}

export type SeedMenu = Record<MenuArea, SeedMenuItem[]>
`

const { pages, menu } = buildSeed()
writeFileSync(
  SEED_FILE,
  `${HEADER}\nexport const SEED_PAGES: SeedPage[] = ${JSON.stringify(pages, null, 2)}\n\nexport const SEED_MENU: SeedMenu = ${JSON.stringify(menu, null, 2)}\n`,
)
