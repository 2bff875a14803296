import { PATHS, normalizePath } from '@site/contracts'

const CANONICAL = new Map<string, string>(Object.values(PATHS).map((path) => [normalizePath(path), path]))

/**
 * The page path a visitor meant when the router found no match: '/instituicao', '/REALIZACOES/' and
 * '/institui%C3%A7%C3%A3o' all lead to '/instituição'. Null when there is no such page.
 */
export const canonicalPath = (pathname: string): string | null => CANONICAL.get(normalizePath(pathname)) ?? null
