import fastifyStatic from '@fastify/static'
import { isSitePath, messages } from '@site/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ROOT_DIR } from '../root-dir.ts'
import { sendError } from './error-handler.ts'

export const DEFAULT_CLIENT_DIST = path.join(ROOT_DIR, 'client', 'dist')

const PLACEHOLDER = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Fundação Educacional</title></head>
<body><main><h1>Site em construção</h1><p>Rode <code>npm run build</code> para gerar o site.</p></main></body></html>`

declare module 'fastify' {
  interface FastifyReply {
    /** Answers with the site's page (index.html): 200 for a page that exists, 404 for the client's "not found". */
    sendSitePage(statusCode: 200 | 404): FastifyReply
  }
}

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD'
const acceptsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html')

/**
 * Serves the built client: hashed assets with long-lived caching, index.html for every page path of the site,
 * and the same index.html with status 404 for unknown paths a browser asks for (the client shows "Página não
 * encontrada").
 */
async function client(app: FastifyInstance, options: { dist: string }) {
  const indexFile = path.join(options.dist, 'index.html')
  const html = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : PLACEHOLDER

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

  const sendPage = (reply: FastifyReply, statusCode: number) =>
    reply.code(statusCode).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html)
  // For modules whose pages exist only when a record does (/noticias/<slug>).
  app.decorateReply('sendSitePage', function (this: FastifyReply, statusCode: 200 | 404) {
    return sendPage(this, statusCode)
  })

  // A site path is a page whatever the Accept header (curl, crawlers and link previews send `*/*` or nothing);
  // an unknown path is a page only for a browser, and a JSON 404 for everything else.
  app.setNotFoundHandler((request, reply) => {
    if (isRead(request) && isSitePath(request.url.split('?')[0] ?? '/')) return sendPage(reply, 200)
    if (isRead(request) && acceptsHtml(request)) return sendPage(reply, 404)
    return sendError(reply, 404, messages.common.notFound)
  })
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply, 200))
}

export default fp(client, { name: 'client' })
