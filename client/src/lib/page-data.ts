import { use, useEffect, useRef, useState } from 'react'
import { sentPageData, serverPageData, type PageDataLoader } from './render-scope'
import { remoteState, useReloadVersion, type RemoteData } from './use-remote-data'

/** The entry that carries the server's PUBLIC_URL to the browser. */
export const SITE_ORIGIN_KEY = 'origem'

/** The site's public address: links to share are the same in the server's HTML and in the browser. */
export function siteOrigin(): string {
  const server = serverPageData()
  const sent = sentPageData()[SITE_ORIGIN_KEY]
  return server?.origin ?? (sent?.status === 'ready' ? String(sent.data) : window.location.origin)
}

/**
 * The one way a public page reads data from the server. During a server render the data is read before the HTML
 * is written; in the browser, the page's first render takes what the server sent (so hydration shows the same),
 * and any later render (client-side navigation, `reload()`) fetches. `key` names the data: a new key loads again.
 */
export function usePageData<T>(key: string, load: PageDataLoader<T>): RemoteData<T> & { reload: () => void } {
  const server = serverPageData()
  const [version, reload] = useReloadVersion()
  const [state, setState] = useState<{ key: string; data: RemoteData<T> }>(() => ({
    key,
    data: (sentPageData()[key] as RemoteData<T> | undefined) ?? { status: 'loading' },
  }))
  // The server's entry is used once: a later visit to the same page asks again.
  const fromServer = useRef(state.data.status !== 'loading')
  const loadRef = useRef(load)
  loadRef.current = load

  useEffect(() => {
    if (fromServer.current) {
      fromServer.current = false
      delete sentPageData()[key]
      return
    }
    const controller = new AbortController()
    setState((current) => (current.key === key ? current : { key, data: { status: 'loading' } }))
    loadRef.current(controller.signal).then(
      (data) => setState({ key, data: { status: 'ready', data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        console.error(error)
        setState({ key, data: remoteState.failed(error) })
      },
    )
    return () => controller.abort()
  }, [key, version])

  if (server) return { ...use(server.read(key, load)), reload }
  return { ...(state.key === key ? state.data : { status: 'loading' }), reload }
}
