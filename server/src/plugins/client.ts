import fastifyStatic from '@fastify/static'
import { canonicalPath, foundationName, hasVlibrasConsent, isPublicPath, messages, readPreferences, sitePathOf, type DisplayPreferences, type Lecture, type PublicPage } from '@site/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { acceptedEncoding } from '../http/compression.ts'
import { renderHeadTags } from '../pages/head-tags.ts'
import { pageHeadTags, type HeadSite, type PageSubject } from '../pages/page-head.ts'
import { CompressedPages, compressionEffort, encodedEtag } from '../pages/page-compression.ts'
import { PageCache } from '../pages/page-cache.ts'
import { loadPageRenderer, RENDER_CALL_HEADER } from '../pages/page-renderer.ts'
import { etagMatches, pageEtag, pageShell, type RenderedRoot } from '../pages/page-shell.ts'
import { ROOT_DIR } from '../root-dir.ts'
import { ADMIN_DOCUMENT_HEADERS } from './security.ts'
import { sendError } from '../http/error-body.ts'

export const DEFAULT_CLIENT_DIST = path.join(ROOT_DIR, 'client', 'dist')

/** How long a page drawn on the server is reused at most (see PageCache). */
const RENDERED_PAGE_TTL_MS = 60_000
const RENDERED_PAGES_KEPT = 500

const PLACEHOLDER = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Fundação Educacional</title></head>
<body><main><h1>Site em construção</h1><p>Rode <code>npm run build</code> para gerar o site.</p></main></body></html>`

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Answers with a page of the site: index.html with the page's head (title, description, canonical, Open Graph,
     * structured data). Without `subject`, the page is the one the request's path names (404: "not found").
     */
    sendSitePage(statusCode: 200 | 404, subject?: PageSubject): Promise<FastifyReply>
  }
}

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD'
const isChange = (request: FastifyRequest) => !isRead(request) && request.method !== 'OPTIONS'
const acceptsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html')
const pathname = (request: FastifyRequest) => request.url.split('?')[0] ?? '/'

const decoded = (path: string) => {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** Another spelling of a page's path (/instituicao, /Cursos/NEF, /noticias/): the address to send the visitor to. */
function canonicalAddress(request: FastifyRequest): string | null {
  const path = pathname(request)
  const canonical = canonicalPath(path)
  if (!canonical || canonical === decoded(path)) return null
  return encodeURI(canonical) + request.url.slice(path.length)
}

/** The page a site path shows: a public page of PAGE_HEADS (or the section of a sub-path), else the admin area. */
function subjectOf(sitePath: string): PageSubject {
  return isPublicPath(sitePath) ? { path: sitePath } : { admin: true }
}

/**
 * Serves the built client: hashed assets with long-lived caching, and every page of the site with its own head.
 * Public pages are drawn on the server (client/src/entry-server.tsx) and the browser takes them over; the admin
 * area, and any page the renderer cannot draw, go as the empty shell the browser draws. Unknown paths a browser asks
 * for answer 404 with the "not found" page. The HTML is revalidated on every visit (no-cache) and answers 304 to a
 * matching ETag.
 */
export interface ClientOptions {
  dist: string
  origin: string
  /** The foundation's settings that name it in every page's head (`nomeFundacao`, from "Configurações"). */
  readSettings: () => Promise<HeadSite['settings']>
  /** The stored page at a path (decision 50): what visitors see, where it moved, hidden from them, or none. */
  readPage: (path: string) => Promise<StoredPageAnswer>
}

export type StoredPageAnswer = { page: PublicPage } | { movedTo: string } | { hidden: true } | null

async function client(app: FastifyInstance, options: ClientOptions) {
  const indexFile = path.join(options.dist, 'index.html')
  const shell = pageShell(existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : PLACEHOLDER, (href) => {
    const file = path.join(options.dist, href)
    return href.startsWith('/assets/') && existsSync(file) ? readFileSync(file, 'utf8') : undefined
  })
  const callMark = randomUUID()
  const entry = path.join(options.dist, '..', 'dist-ssr', 'entry-server.js')
  const renderer = existsSync(indexFile) ? await loadPageRenderer(app, { entry, origin: options.origin, log: app.log, callMark }) : null
  const renderedPages = new PageCache<RenderedRoot | null>({ ttlMs: RENDERED_PAGE_TTL_MS, maxEntries: RENDERED_PAGES_KEPT })
  const compressedPages = new CompressedPages(RENDERED_PAGES_KEPT)
  const settings = new PageCache<HeadSite['settings']>({ ttlMs: RENDERED_PAGE_TTL_MS, maxEntries: 1 })
  // Whatever a change touched, pages drawn before it may show the old content. A page's own reads are no change.
  // Emptied before the answer leaves: the staff's next visit (or anyone's) after "Publicar" draws the new content.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isChange(request) && reply.statusCode < 400 && request.headers[RENDER_CALL_HEADER] !== callMark) {
      renderedPages.clear()
      settings.clear()
    }
    return payload
  })
  // A page still goes out, with the site's own names, when the settings cannot be read.
  const headSite = async (): Promise<HeadSite> => ({
    origin: options.origin,
    settings: await settings.get('settings', options.readSettings).catch(() => ({})),
  })

  if (existsSync(indexFile)) {
    await app.register(fastifyStatic, {
      root: options.dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
      },
    })
  }

  const renderedRoot = (request: FastifyRequest, preferences: DisplayPreferences): Promise<RenderedRoot | null> => {
    if (!renderer) return Promise.resolve(null)
    const key = `${preferences.textScale}:${preferences.highContrast}:${request.url}`
    return renderedPages.get(key, async () => {
      const page = await renderer.render(request.url, request.headers.cookie)
      return page && { html: page.html, data: page.data }
    })
  }

  const sendPage = async (reply: FastifyReply, statusCode: 200 | 404, subject: PageSubject) => {
    const { request } = reply
    const preferences = readPreferences(request.headers.cookie)
    const root = 'admin' in subject ? null : await renderedRoot(request, preferences)
    const site = await headSite()
    const head = renderHeadTags(pageHeadTags(subject, site), foundationName(site.settings))
    const html = shell(head, preferences, root ?? undefined, hasVlibrasConsent(request.headers.cookie))
    const encoding = acceptedEncoding(request.headers['accept-encoding'])
    const etag = pageEtag(html)
    const representationEtag = encodedEtag(etag, encoding)
    // Every page is drawn in the accessibility choices its cookies carry.
    void reply.header('cache-control', 'no-cache').header('etag', representationEtag).header('vary', 'Cookie, Accept-Encoding')
    if ('admin' in subject) void reply.headers(ADMIN_DOCUMENT_HEADERS)
    if (statusCode === 200 && etagMatches(request.headers['if-none-match'], representationEtag)) return reply.code(304).send()
    void reply.code(statusCode).type('text/html; charset=utf-8')
    if (!encoding) return reply.send(html)
    const effort = compressionEffort({ statusCode, path: decoded(pathname(request)), hasQuery: request.url.includes('?'), subject })
    return reply.header('content-encoding', encoding).send(await compressedPages.get(html, etag, encoding, effort))
  }
  /**
   * A path that is or was a stored page's: its page (at the address it is written with), a 301 to where it moved
   * (or to its own spelling), or the 404 of a page visitors cannot see. False: a route of the code answers. (Not the
   * reply itself: a reply is a thenable, which an await resolves to nothing.)
   */
  const sendStoredPage = async (reply: FastifyReply, lecture?: Lecture | null): Promise<boolean> => {
    const path = decoded(pathname(reply.request))
    const stored = await options.readPage(path)
    if (!stored) return false
    const query = reply.request.url.slice(pathname(reply.request).length)
    if ('movedTo' in stored) await reply.redirect(encodeURI(stored.movedTo) + query, 301)
    else if ('hidden' in stored) await sendPage(reply, 404, { notFound: true })
    else if (stored.page.caminho !== path) await reply.redirect(encodeURI(stored.page.caminho) + query, 301)
    else await sendPage(reply, 200, { page: stored.page, lecture })
    return true
  }

  // For modules whose pages need a record (/noticias/<slug>) or show one (/ciclo and its active lecture).
  app.decorateReply('sendSitePage', async function (this: FastifyReply, statusCode: 200 | 404, subject?: PageSubject) {
    if (statusCode === 200 && (!subject || 'path' in subject)) {
      if (await sendStoredPage(this, subject && 'lecture' in subject ? subject.lecture : undefined)) return this
    }
    const sitePath = sitePathOf(pathname(this.request))
    return sendPage(this, statusCode, subject ?? (statusCode === 200 && sitePath ? subjectOf(sitePath) : { notFound: true }))
  })

  // A site path is a page whatever the Accept header (curl, crawlers and link previews send `*/*` or nothing);
  // an unknown path is a page only for a browser, and a JSON 404 for everything else.
  app.setNotFoundHandler(async (request, reply) => {
    if (!isRead(request)) return sendError(reply, 404, messages.common.notFound)
    if (await sendStoredPage(reply)) return reply
    const canonical = canonicalAddress(request)
    if (canonical) return reply.redirect(canonical, 301)
    const sitePath = sitePathOf(pathname(request))
    if (sitePath) return sendPage(reply, 200, subjectOf(sitePath))
    if (acceptsHtml(request)) return sendPage(reply, 404, { notFound: true })
    return sendError(reply, 404, messages.common.notFound)
  })
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendSitePage(200))
}

export default fp(client, { name: 'client' })
