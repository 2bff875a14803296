import { PAGE_DATA_ELEMENT_ID, type DisplayPreferences } from '@site/contracts'
import type { ComponentType } from 'react'
import type { RemoteData } from './use-remote-data'

// No React here: a module shared by the first load and the page chunks that imports React makes the bundler split
// React into a chunk of its own (about 1 KB more on the home's first load). The server-only branches of the code
// that uses it test `import.meta.env.SSR`, so the browser's build leaves them out.

export type PageDataLoader<T> = (signal?: AbortSignal) => Promise<T>

/** What a server render read, by key: sent with the HTML so the browser's first render shows the same. */
export type PageDataEntries = Record<string, RemoteData<unknown>>

/** The server renderer's side: reads a key once per render, suspending the render until the data is there. */
export interface PageDataSource {
  read<T>(key: string, load: PageDataLoader<T>): Promise<RemoteData<T>>
  /** The site's public address (PUBLIC_URL), for links meant to be shared. */
  origin: string
}

/** What a server render provides to the code it runs. */
export interface RenderScope {
  pageData: PageDataSource
  /** Answers the page's calls. */
  fetch: typeof fetch
  /** The request's accessibility choices. */
  preferences: DisplayPreferences
  /**
   * Keeps an island the page's render met (lib/island.tsx), drawn afterwards as a root of its own, and gives the
   * attributes of the element that stands in its place.
   */
  addIsland?: (island: ServerIsland) => Record<string, string>
  /** Set while an island is drawn: an island inside it is part of it. */
  insideIsland?: boolean
}

/** An island a server render met: its name and props, when it becomes React, and the component to draw. */
export interface ServerIsland {
  name: string
  props: object
  hydrate: string
  Component: ComponentType<object>
}

let currentScope: () => RenderScope | undefined = () => undefined

/** Set once by the server renderer (entry-server.tsx): the scope of the render in progress, if any. */
export const setRenderScope = (scope: () => RenderScope | undefined): void => {
  currentScope = scope
}

/** The render in progress on the server; undefined in the browser. */
export const serverRender = (): RenderScope | undefined => currentScope()

export const serverPageData = (): PageDataSource | undefined => currentScope()?.pageData

/** `fetch` for the site's own calls: the browser's, or the server renderer's during a server render. */
export const siteFetch: typeof fetch = (input, init) => (import.meta.env.SSR ? (currentScope()?.fetch ?? fetch) : fetch)(input, init)

let sentWithPage: PageDataEntries | undefined

/** The entries the server sent with this page (none on a page it did not render). Parsed once. */
export function sentPageData(): PageDataEntries {
  if (!sentWithPage) {
    const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent
    sentWithPage = text ? (JSON.parse(text) as PageDataEntries) : {}
  }
  return sentWithPage
}
