import { PAGE_HEADS, pageKey, PATHS, type PageSection, type PublicPath, type SearchKind } from '@site/contracts'
import { privacyPage, privacySections } from '../../../../client/src/page-text/privacy.ts'
import type { PageEntry } from '../../db/queries/search.ts'
import type { PrismaClient } from '../../db/prisma.ts'
import { listPageVersions } from '../pages/index.ts'

/** The search page itself is not a result. */
const UNLISTED: readonly string[] = [PATHS.search]

const pageKind = (path: string): SearchKind =>
  path === PATHS.courses || path.startsWith(`${PATHS.courses}/`) ? 'curso' : 'pagina'

/** The words of rich text, without its markup. */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()

/** Fields that name a file, an address, a kind or a layout: not words a visitor reads. */
const TECHNICAL_KEYS = new Set(['tipo', 'estilo', 'exibicao', 'colunas', 'fundo', 'link', 'href', 'arquivo', 'midiaId', 'fotoPagina', 'fonte', 'curso', 'limite', 'lado', 'data', 'dataFim', 'formulario'])

/** Every readable text of a section, rich text without its markup, in order. */
function sectionWords(value: unknown, key = ''): string[] {
  if (TECHNICAL_KEYS.has(key)) return []
  if (typeof value === 'string') return [key === 'corpo' || key === 'resposta' ? plain(value) : value.trim()].filter(Boolean)
  if (Array.isArray(value)) return value.flatMap((item) => sectionWords(item))
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([inner, item]) => sectionWords(item, inner))
  return []
}

/** The privacy notice stays code (its words state the server's configuration): its text as the page shows it. */
const CODE_PAGE_TEXTS: Partial<Record<PublicPath, string>> = {
  [PATHS.privacy]: sectionWords([privacyPage, privacySections(undefined)]).join('\n'),
}

/**
 * Every public page as an entry of the search: each version of a stored page visitors see or will see (decision 50),
 * with its title, description and the words of its sections and the span of time it shows, which the search tests
 * at each query (a scheduled version is found from its moment on, with nothing to run then; decision 53); and the
 * pages that stay code, with their head (PAGE_HEADS).
 */
export async function listPages(prisma: PrismaClient): Promise<PageEntry[]> {
  const { pages, storedKeys } = await listPageVersions(prisma)
  const stored = pages.flatMap((page) =>
    page.spans.map((span) => ({
      path: page.path,
      kind: pageKind(page.path),
      title: span.content.titulo,
      body: [span.content.descricao, ...span.content.secoes.flatMap((section: PageSection) => sectionWords(section))].join('\n'),
      scheduled: span.visibleFrom !== null,
      visibleFrom: span.visibleFrom,
      visibleUntil: span.visibleUntil,
    })),
  )
  const code = (Object.entries(PAGE_HEADS) as [PublicPath, (typeof PAGE_HEADS)[PublicPath]][])
    .filter(([path, head]) => !head.private && !UNLISTED.includes(path) && !storedKeys.has(pageKey(path)))
    .map(([path, head]) => ({
      path,
      kind: pageKind(path),
      title: head.title,
      body: [head.description, CODE_PAGE_TEXTS[path]].filter(Boolean).join('\n'),
      scheduled: false,
      visibleFrom: null,
      visibleUntil: null,
    }))
  return [...stored, ...code]
}
