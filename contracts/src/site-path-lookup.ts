// Apart from site-paths.ts: the client's first load needs PATHS, not these lookups (only the "not found" page does).
import { normalizePath, PATHS, SECTION_PREFIXES, type SitePath } from './site-paths.ts'

const CANONICAL = new Map<string, SitePath>(Object.values(PATHS).map((path) => [normalizePath(path), path]))
const PREFIXES = SECTION_PREFIXES.map((prefix) => [`${normalizePath(prefix)}/`, prefix] as const)

/**
 * The page path a visitor meant: '/instituicao', '/REALIZACOES/' and '/institui%C3%A7%C3%A3o' all name
 * '/instituição'. Null when there is no such page.
 */
export const canonicalPath = (pathname: string): SitePath | null => CANONICAL.get(normalizePath(pathname)) ?? null

/** The page of PATHS that answers `pathname`: its canonical path, or the section it is a sub-path of; else null. */
export function sitePathOf(pathname: string): SitePath | null {
  const path = normalizePath(pathname)
  return CANONICAL.get(path) ?? PREFIXES.find(([prefix]) => path.startsWith(prefix))?.[1] ?? null
}

export const isSitePath = (pathname: string): boolean => sitePathOf(pathname) !== null
