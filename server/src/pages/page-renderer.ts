import type { RenderedPage, RenderPage } from '@site/contracts'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

export interface PageRenderer {
  /** The page at `url` (path and query) as the visitor's cookies ask; null when it could not be rendered. */
  render(url: string, cookies: string | undefined): Promise<RenderedPage | null>
}

/** The header that marks the renderer's own calls (its value is secret to this process). */
export const RENDER_CALL_HEADER = 'x-chamada-do-desenho'

/**
 * The renderer answers a page's calls with the server's own routes, as the browser would make them (the active
 * event is read with a POST, the call API clients have always made).
 */
function injectedFetch(app: FastifyInstance, callMark: string): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers)
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: String(input),
      headers: {
        accept: headers.get('accept') ?? 'application/json',
        ...(headers.has('content-type') && { 'content-type': headers.get('content-type')! }),
        [RENDER_CALL_HEADER]: callMark,
      },
      ...(typeof init?.body === 'string' && { payload: init.body }),
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
  options: { entry: string; origin: string; log: FastifyBaseLogger; callMark: string },
): Promise<PageRenderer | null> {
  if (!existsSync(options.entry)) return null
  const { renderPage } = (await import(pathToFileURL(options.entry).href)) as { renderPage: RenderPage }
  const fetch = injectedFetch(app, options.callMark)
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
