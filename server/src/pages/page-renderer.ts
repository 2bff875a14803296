import type { RenderedPage, RenderPage } from '@site/contracts'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

export interface PageRenderer {
  /** The page at `url` (path and query) as the visitor's cookies ask; null when it could not be rendered. */
  render(url: string, cookies: string | undefined): Promise<RenderedPage | null>
}

/** The renderer answers a page's calls with the server's own routes, as the browser would make them. */
function injectedFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const answer = await app.inject({
      method: 'GET',
      url: String(input),
      headers: { accept: new Headers(init?.headers).get('accept') ?? 'application/json' },
    })
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    })
  }
}

/**
 * Loads the client's server renderer (client/dist-ssr/entry-server.js, built with the client) when it is there;
 * without it, pages are sent unrendered and the browser draws them, as before the renderer existed.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  options: { entry: string; origin: string; log: FastifyBaseLogger },
): Promise<PageRenderer | null> {
  if (!existsSync(options.entry)) return null
  const { renderPage } = (await import(pathToFileURL(options.entry).href)) as { renderPage: RenderPage }
  const fetch = injectedFetch(app)
  return {
    async render(url, cookies) {
      try {
        return await renderPage({ url, cookies, origin: options.origin, fetch })
      } catch (error) {
        // The path only: a query may carry a link's token.
        options.log.error({ err: error, path: url.split('?')[0] }, 'página não gerada no servidor; enviada para o navegador desenhar')
        return null
      }
    },
  }
}
