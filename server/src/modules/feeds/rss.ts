import { escapeHtml } from '@site/contracts'

/** An RSS 2.0 channel of news items, written by hand: a few elements, escaped. */
export interface FeedItem {
  title: string
  /** Absolute URL of the item's page, also its guid. */
  link: string
  /** Plain text; readers take an item's description as HTML, so it is escaped as HTML too. */
  summary: string
  published: Date
}

export interface FeedChannel {
  title: string
  description: string
  /** Absolute URL of the page the feed follows. */
  link: string
  /** Absolute URL of the feed itself (atom:link rel="self"). */
  self: string
}

/** XML 1.0 refuses most control characters even escaped; the markup characters become entities. */
const xml = (value: string) =>
  value
    .replace(/[\p{Cc}\uFFFE\uFFFF]/gu, (char) => (char === '\t' || char === '\n' || char === '\r' ? char : ''))
    .replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** RFC 822 dates, as RSS 2.0 asks: 'Thu, 26 Nov 2026 12:00:00 GMT'. */
const rfc822 = (date: Date) => date.toUTCString()

const itemXml = (item: FeedItem) => `    <item>
      <title>${xml(item.title)}</title>
      <link>${xml(item.link)}</link>
      <guid isPermaLink="true">${xml(item.link)}</guid>
      <pubDate>${rfc822(item.published)}</pubDate>
      <description>${xml(escapeHtml(item.summary))}</description>
    </item>`

export function rssFeed(channel: FeedChannel, items: readonly FeedItem[], now: Date): string {
  const built = items[0]?.published ?? now
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(channel.title)}</title>
    <link>${xml(channel.link)}</link>
    <description>${xml(channel.description)}</description>
    <language>pt-BR</language>
    <lastBuildDate>${rfc822(built)}</lastBuildDate>
    <atom:link href="${xml(channel.self)}" rel="self" type="application/rss+xml"/>
${items.map(itemXml).join('\n')}
  </channel>
</rss>
`
}
