import fastifyStatic from '@fastify/static'
import { isPublicPath, messages, SITE_NAMES, sitePathOf } from '@site/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { renderHeadTags } from '../pages/head-tags.ts'
import { pageHeadTags, type PageSubject } from '../pages/page-head.ts'
import { etagMatches, pageEtag, pageShell } from '../pages/page-shell.ts'
import { ROOT_DIR } from '../root-dir.ts'
import { sendError } from './error-handler.ts'

export const DEFAULT_CLIENT_DIST = path.join(ROOT_DIR, 'client', 'dist')

const PLACEHOLDER = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Fundação Educacional</title></head>
<body><main><h1>Site em construção</h1><p>Rode <code>npm run build</code> para gerar o site.</p></main></body></html>`

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Answers with a page of the site: index.html with the page's head (title, description, canonical, Open Graph,
     * structured data). Without `subject`, the page is the one the request's path names (404: "not found").
     */
    sendSitePage(statusCode: 200 | 404, subject?: PageSubject): FastifyReply
  }
}

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD'
const acceptsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html')
const pathname = (request: FastifyRequest) => request.url.split('?')[0] ?? '/'

/** The page a site path shows: a public page of PAGE_HEADS (or the section of a sub-path), else the admin area. */
function subjectOf(sitePath: string): PageSubject {
  return isPublicPath(sitePath) ? { path: sitePath } : { admin: true }
}

/**
 * Serves the built client: hashed assets with long-lived caching, index.html with each page's own head for every
 * page path of the site, and the same with status 404 for unknown paths a browser asks for (the client shows
 * "Página não encontrada"). The HTML is revalidated on every visit (no-cache) and answers 304 to a matching ETag.
 */
async function client(app: FastifyInstance, options: { dist: string; origin: string }) {
  const indexFile = path.join(options.dist, 'index.html')
  const shell = pageShell(existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : PLACEHOLDER)

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

  const sendPage = (reply: FastifyReply, statusCode: 200 | 404, subject: PageSubject) => {
    const html = shell(renderHeadTags(pageHeadTags(subject, options.origin), SITE_NAMES.name))
    const etag = pageEtag(html)
    void reply.header('cache-control', 'no-cache').header('etag', etag)
    if (statusCode === 200 && etagMatches(reply.request.headers['if-none-match'], etag)) return reply.code(304).send()
    return reply.code(statusCode).type('text/html; charset=utf-8').send(html)
  }
  // For modules whose pages need a record (/noticias/<slug>) or show one (/ciclo and its active lecture).
  app.decorateReply('sendSitePage', function (this: FastifyReply, statusCode: 200 | 404, subject?: PageSubject) {
    const sitePath = sitePathOf(pathname(this.request))
    return sendPage(this, statusCode, subject ?? (statusCode === 200 && sitePath ? subjectOf(sitePath) : { notFound: true }))
  })

  // A site path is a page whatever the Accept header (curl, crawlers and link previews send `*/*` or nothing);
  // an unknown path is a page only for a browser, and a JSON 404 for everything else.
  app.setNotFoundHandler((request, reply) => {
    if (!isRead(request)) return sendError(reply, 404, messages.common.notFound)
    const sitePath = sitePathOf(pathname(request))
    if (sitePath) return sendPage(reply, 200, subjectOf(sitePath))
    if (acceptsHtml(request)) return sendPage(reply, 404, { notFound: true })
    return sendError(reply, 404, messages.common.notFound)
  })
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendSitePage(200))
}

export default fp(client, { name: 'client' })
