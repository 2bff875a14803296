import { escapeHtml } from '@site/contracts'

/** The tags of a page's <head> as data, and their HTML, which the page shell puts in every page the server sends. */
export interface HeadImage {
  /** Absolute URL. */
  url: string
  width: number
  height: number
  alt: string
  type: 'image/png' | 'image/jpeg'
}

export interface HeadTags {
  /** The document title, site name included. */
  title: string
  description: string
  /** Pages that are nobody's search result (sign-in, "not found", the admin area). */
  noindex?: true
  /** Absolute URLs and Open Graph: only for the pages a search engine or a link preview should show. */
  share?: {
    canonical: string
    /** The page's own title, without the site name (og:title). */
    title: string
    type: 'website' | 'article'
    image: HeadImage
    /** ISO time, for an article. */
    publishedTime?: string
  }
  /** schema.org objects, one <script type="application/ld+json"> each. */
  structuredData: object[]
}

/** The attribute that marks the tags the server wrote; the client removes them before React writes its own. */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head'

/** JSON inside a <script>: no "</script>", "<!--" or line separators can end it early or break it. */
export const scriptJson = (value: object): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}" ${SERVER_HEAD_ATTRIBUTE}>`

/** The HTML of the head tags, one per line, each marked with SERVER_HEAD_ATTRIBUTE. */
export function renderHeadTags(head: HeadTags, siteName: string): string {
  const lines = [
    `<title ${SERVER_HEAD_ATTRIBUTE}>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
  ]
  if (head.noindex) lines.push(meta('name', 'robots', 'noindex'))
  const { share } = head
  if (share) {
    lines.push(
      `<link rel="canonical" href="${escapeHtml(share.canonical)}" ${SERVER_HEAD_ATTRIBUTE}>`,
      meta('property', 'og:type', share.type),
      meta('property', 'og:site_name', siteName),
      meta('property', 'og:locale', 'pt_BR'),
      meta('property', 'og:title', share.title),
      meta('property', 'og:description', head.description),
      meta('property', 'og:url', share.canonical),
      meta('property', 'og:image', share.image.url),
      meta('property', 'og:image:type', share.image.type),
      meta('property', 'og:image:width', String(share.image.width)),
      meta('property', 'og:image:height', String(share.image.height)),
      meta('property', 'og:image:alt', share.image.alt),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', share.title),
      meta('name', 'twitter:description', head.description),
      meta('name', 'twitter:image', share.image.url),
      meta('name', 'twitter:image:alt', share.image.alt),
    )
    if (share.publishedTime) lines.push(meta('property', 'article:published_time', share.publishedTime))
  }
  for (const data of head.structuredData) {
    lines.push(`<script type="application/ld+json" ${SERVER_HEAD_ATTRIBUTE}>${scriptJson(data)}</script>`)
  }
  return lines.join('\n    ')
}
