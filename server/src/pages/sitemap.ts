import { newsLink, PAGE_HEADS, pageKey, PATHS, type PublicPath } from '@site/contracts'

/** A published article's address and the last time it changed. */
export interface SitemapArticle {
  slug: string
  lastModified: Date
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!)

/** The stored pages visitors see (with when they last changed), and the keys of every stored page, seen or not. */
export interface SitemapPages {
  visible: { path: string; lastModified: Date }[]
  storedKeys: Set<string>
}

/**
 * The routes of the code a search engine should list: every public page that is not a stored page (those are listed
 * only while published), but the private ones (sign-in, passwords, cancelling).
 */
const codePaths = (storedKeys: Set<string>): PublicPath[] =>
  (Object.keys(PAGE_HEADS) as PublicPath[]).filter((path) => !PAGE_HEADS[path].private && !storedKeys.has(pageKey(path)))

/** sitemap.xml (sitemaps.org 0.9): the published stored pages, the code's pages, then the published articles. */
export function sitemapXml(origin: string, articles: SitemapArticle[], pages: SitemapPages): string {
  const entry = (url: string, lastModified?: Date) =>
    `  <url><loc>${escapeXml(url)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}</url>`
  const urls = [
    ...pages.visible.map((page) => entry(origin + encodeURI(page.path), page.lastModified)),
    ...codePaths(pages.storedKeys).map((path) => entry(origin + encodeURI(path))),
    ...articles.map((article) => entry(origin + newsLink(article.slug), article.lastModified)),
  ]
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`
}

/** robots.txt: the public site is open to crawlers; the admin area, the old admin address and the API are not. */
export const robotsTxt = (origin: string): string => `User-agent: *
Allow: ${PATHS.home}
Disallow: ${PATHS.admin}
Disallow: ${PATHS.login}
Disallow: /api

Sitemap: ${origin}/sitemap.xml
`
