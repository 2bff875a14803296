/**
 * Between the server and the client's server renderer (client/src/entry-server.tsx, built into client/dist-ssr):
 * what the server asks for a public page and what it gets back.
 */
export interface PageRenderRequest {
  /** Path and query of the page. */
  url: string
  /** The request's Cookie header: the accessibility choices. */
  cookies: string | undefined
  /** PUBLIC_URL, for links meant to be shared. */
  origin: string
  /** Answers the page's calls (the server's own routes, without a network hop). */
  fetch: typeof fetch
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string
  /** What the page read, by key: sent with the HTML for the browser's first render. */
  data: Record<string, unknown>
}

/** The id of the <script type="application/json"> that carries a rendered page's data to the browser. */
export const PAGE_DATA_ELEMENT_ID = 'dados-da-pagina'

export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage>
