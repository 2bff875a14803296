/**
 * Addresses reserved for examples and tests (RFC 2606 and RFC 6761), and handles that only pretend to be real
 * ("fundacao.example"): a link to any of them is a placeholder, never something a visitor should be sent to.
 */
const PLACEHOLDER_DOMAINS = /(^|\.)example\.(com|org|net)$|\.(example|test|invalid|localhost|local)$|^localhost$/i
const PLACEHOLDER_HANDLE = /\.example(\/|$)/i
/** E-mail may use a fictional local domain (the demo's fundacao.local); only the example domains are placeholders. */
const PLACEHOLDER_MAIL_DOMAINS = /(^|\.)example\.(com|org|net)$|\.example$/i

/** "www.site.org/x" as staff often copy it, without its scheme: "https://www.site.org/x". Anything else as it is. */
export const withWebScheme = <T extends string | undefined>(value: T): T =>
  (value !== undefined && /^www\./i.test(value) ? `https://${value}` : value) as T

/** True for a link that goes nowhere real: example.*, reserved names, a bare `#`, empty, javascript: and the like. */
export function isPlaceholderLink(href: string | null | undefined): boolean {
  const value = (href ?? '').trim()
  if (value === '' || value === '#') return true
  if (/^\s*javascript:/i.test(value)) return true
  let url: URL
  try {
    url = new URL(value, 'http://site.interno')
  } catch {
    return true
  }
  if (url.protocol === 'mailto:') return isPlaceholderEmail(decodeURIComponent(url.pathname))
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  return PLACEHOLDER_DOMAINS.test(url.hostname) || PLACEHOLDER_HANDLE.test(url.pathname)
}

/** True for an e-mail address at an example domain (or no address at all). */
export function isPlaceholderEmail(address: string): boolean {
  const domain = address.trim().split('@')[1] ?? ''
  return domain === '' || PLACEHOLDER_MAIL_DOMAINS.test(domain)
}

/** An absolute http(s) address of a real site: a public host name with a dot, and no placeholder. */
export function isRealWebAddress(value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') && !isPlaceholderLink(value)
}

/** The host without a leading "www." or "m.", lower case: "www.Instagram.com" -> "instagram.com". */
export function bareHost(value: string): string {
  try {
    return new URL(value).hostname.toLowerCase().replace(/^(www|m)\./, '')
  } catch {
    return ''
  }
}
