import { lazy, type ComponentType } from 'react'
import { serverRender } from '../lib/render-scope'

type PageModule = { default: ComponentType }

/**
 * A page in a chunk of its own. `name`, its file under src/routes, matters to the server renderer only (it lists
 * that file's scripts in the page's head), so the call sites pass `import.meta.env.SSR && name` and the
 * browser's build leaves the names out. In the browser, the server's markup of the page stays on screen until the
 * chunk (preloaded by the head) arrives and React takes it over.
 */
export function lazyPage(load: () => Promise<PageModule>, name: string | false): ComponentType {
  const Page = lazy(load)
  if (!import.meta.env.SSR) return Page
  return function LazyPage() {
    if (name) serverRender()?.usedModules.add(`src/routes/${name}.tsx`)
    return <Page />
  }
}
