import { createHash } from 'node:crypto'

/**
 * The built index.html as a template: its generic <title> is where a page's head tags go. The React server renderer
 * of a later step fills the same shell, with the page's markup in #root as well.
 */
export function pageShell(indexHtml: string): (headTags: string) => string {
  const title = /<title>[\s\S]*?<\/title>/i.exec(indexHtml)
  if (!title) throw new Error('index.html sem <title>: o servidor não tem onde escrever o cabeçalho das páginas')
  const before = indexHtml.slice(0, title.index)
  const after = indexHtml.slice(title.index + title[0].length)
  return (headTags) => before + headTags + after
}

/** A strong ETag of the page: the same bytes, the same tag. */
export const pageEtag = (html: string): string => `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`

/** Whether an If-None-Match header names `etag` (weak or strong, or `*`). */
export const etagMatches = (ifNoneMatch: string | undefined, etag: string): boolean =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim()
    return tag === '*' || tag.replace(/^W\//, '') === etag
  })
