import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { createPath, Router, type Location, type Navigator, type To } from 'react-router-dom'

const currentLocation = (): Location => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
  state: (window.history.state as { usr?: unknown } | null)?.usr ?? null,
  key: String((window.history.state as { key?: string } | null)?.key ?? 'default'),
})

const hrefOf = (to: To): string => (typeof to === 'string' ? to : createPath(to))

/**
 * The router of an island. Public pages are ordinary page loads: a link or navigation to another page loads it
 * (prefetched or prerendered by the page's speculation rules); a change of the same page's query (the news list's
 * `?pagina=2`) stays in the island, in the browser's history, as it did when the whole site was one app.
 */
export function IslandRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(currentLocation)

  useEffect(() => {
    const follow = () => setLocation(currentLocation())
    window.addEventListener('popstate', follow)
    return () => window.removeEventListener('popstate', follow)
  }, [])

  const navigator = useMemo<Navigator>(() => {
    const go = (to: To, state: unknown, replace: boolean) => {
      const url = new URL(hrefOf(to), window.location.href)
      if (url.pathname !== window.location.pathname) {
        if (replace) window.location.replace(url)
        else window.location.assign(url)
        return
      }
      const entry = { usr: state, key: Math.random().toString(36).slice(2, 10) }
      if (replace) window.history.replaceState(entry, '', url)
      else window.history.pushState(entry, '', url)
      setLocation(currentLocation())
    }
    return {
      createHref: hrefOf,
      go: (delta) => window.history.go(delta),
      push: (to, state) => go(to, state, false),
      replace: (to, state) => go(to, state, true),
    }
  }, [])

  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  )
}
