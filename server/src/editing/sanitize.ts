import sanitizeHtml from 'sanitize-html'

/**
 * The rich text a visitor may receive: paragraphs, headings, emphasis, lists, quotes, links and images, nothing
 * else. Scripts, styles, event handlers (onerror=...) and every attribute not listed are dropped; links keep only
 * http(s), mailto and tel addresses or paths of the site, images only site paths and https (never javascript: or
 * data:).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'hr', 'code', 'pre'],
  // target and rel are set by transformTags below, whatever the author wrote.
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link that leaves the site opens in a new tab without handing it our window.
  transformTags: {
    a: (tagName, attribs) => {
      const { target: _target, rel: _rel, ...kept } = attribs
      const external = /^https?:\/\//i.test(kept.href ?? '')
      return { tagName, attribs: external ? { ...kept, target: '_blank', rel: 'noopener noreferrer' } : kept }
    },
  },
}

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS).trim()

/** Whether sanitised HTML shows anything: text or an image. */
export const hasContent = (html: string): boolean =>
  /<img\s/i.test(html) || sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() !== ''
