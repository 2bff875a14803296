/**
 * The server renderer's entry (built by `vite build --ssr` into client/dist-ssr, loaded by
 * server/src/pages/page-renderer.ts): a public page as HTML, with the data it read; each island drawn as a root of its own.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { text } from 'node:stream/consumers'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { ISLAND_ATTRIBUTES, readPreferences, type RenderPage } from '@site/contracts'
import { AppRoutes } from './app/router'
import { ErrorBoundary } from './components/layout/error-boundary'
import { ErrorPage } from './components/layout/error-page'
import { SITE_ORIGIN_KEY } from './lib/page-data'
import {
  setRenderScope,
  type PageDataEntries,
  type PageDataLoader,
  type PageDataSource,
  type RenderScope,
  type ServerIsland,
} from './lib/render-scope'
import { remoteState, type RemoteData } from './lib/use-remote-data'

// Renders of different requests run interleaved: each one's code finds its own scope.
const renderScope = new AsyncLocalStorage<RenderScope>()
setRenderScope(() => renderScope.getStore())

/** Each key is read once per render; every read is kept for the browser. */
class PageDataReader implements PageDataSource {
  readonly entries: PageDataEntries
  readonly #reads = new Map<string, Promise<RemoteData<unknown>>>()

  constructor(readonly origin: string) {
    this.entries = { [SITE_ORIGIN_KEY]: { status: 'ready', data: origin } }
  }

  read<T>(key: string, load: PageDataLoader<T>): Promise<RemoteData<T>> {
    let read = this.#reads.get(key)
    if (!read) {
      read = load()
        .then((data): RemoteData<unknown> => ({ status: 'ready', data }), remoteState.failed)
        .then((state) => (this.entries[key] = state))
      this.#reads.set(key, read)
    }
    return read as Promise<RemoteData<T>>
  }
}

/** React's preload links at the start of a render (the home's video poster), and the markup after them. */
const splitPreloads = (html: string): [preloads: string, markup: string] => {
  const [, preloads = '', markup = html] = /^((?:<link [^>]*\/>)*)([\s\S]*)$/.exec(html) ?? []
  return [preloads, markup]
}

export const renderPage: RenderPage = async (request) => {
  const reader = new PageDataReader(request.origin)
  const preferences = readPreferences(request.cookies)
  const errors: unknown[] = []
  const islands: ServerIsland[] = []
  const addIsland = (island: ServerIsland) => ({
    [ISLAND_ATTRIBUTES.name]: island.name,
    [ISLAND_ATTRIBUTES.id]: `i${islands.push(island) - 1}`,
    [ISLAND_ATTRIBUTES.props]: JSON.stringify(island.props),
    [ISLAND_ATTRIBUTES.hydrate]: island.hydrate,
  })
  const scope: RenderScope = { pageData: reader, fetch: request.fetch, preferences, addIsland }
  // Every part inline, in reading order: a part sent apart is put in place by an inline script, which the
  // Content-Security-Policy forbids and a browser without JavaScript never runs.
  const render = async (node: React.ReactNode, identifierPrefix?: string) => {
    const { prelude } = await prerenderToNodeStream(node, {
      identifierPrefix,
      onError: (error) => void errors.push(error),
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    })
    return text(prelude)
  }
  const page = await renderScope.run(scope, () =>
    render(
      <StaticRouter location={request.url}>
        <ErrorBoundary fallback={<ErrorPage standalone />}>
          <AppRoutes />
        </ErrorBoundary>
      </StaticRouter>,
    ),
  )
  // Each island as the root the browser makes of it (app/islands-runtime.tsx): the same tree, the same ids.
  const drawn = await renderScope.run({ ...scope, insideIsland: true }, () =>
    Promise.all(
      islands.map(({ props, Component }, index) =>
        render(
          <StaticRouter location={request.url}>
            <Component {...props} />
          </StaticRouter>,
          `i${index}-`,
        ),
      ),
    ),
  )
  // A part that failed would be drawn by the browser alone: the caller sends the page without server markup.
  // eslint-disable-next-line texts/no-literal-text -- goes to the server's log, never to a visitor
  if (errors.length > 0) throw new AggregateError(errors, 'a página não pôde ser gerada no servidor')
  let [preloads, html] = splitPreloads(page)
  islands.forEach((_island, index) => {
    const [islandPreloads, markup] = splitPreloads(drawn[index]!)
    preloads += islandPreloads
    html = html.replace(new RegExp(`(<div [^>]*${ISLAND_ATTRIBUTES.id}="i${index}"[^>]*>)</div>`), (_, open: string) => open + markup + '</div>')
  })
  return { html: preloads + html, data: reader.entries }
}
