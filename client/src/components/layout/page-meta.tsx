import { documentTitle, type PAGE_HEADS, type PublicPath } from '@site/contracts'
import { useEffect, useLayoutEffect, useState } from 'react'
import { useLoadedSiteContacts } from '../../lib/site-contacts'
import { useHydrated } from '../../lib/use-hydrated'

type Meta = { title: string; description: string }

// Loaded with the app, in parallel with the first page's chunk, and kept out of the first load: the first page's
// head is already in the HTML the server sent; the table matters from the first client-side navigation on.
let loadedHeads: typeof PAGE_HEADS | undefined
const pageHeads = import('../../lib/page-heads').then((module) => (loadedHeads = module.PAGE_HEADS))

/**
 * React 19 hoists these tags into <head>. The head the server wrote for the first page (server/src/pages/head-tags.ts)
 * gives way to them as they arrive, in the same frame: the page always has one title, and the first page's
 * description and canonical address do not outlive navigation. The title ends with the foundation's configured name,
 * as the server writes it.
 */
function MetaTags({ title, description }: Meta) {
  const contacts = useLoadedSiteContacts()
  useLayoutEffect(() => {
    document.head.querySelectorAll('[data-server-head]').forEach((tag) => tag.remove())
  }, [])
  return (
    <>
      <title>{documentTitle(title, contacts)}</title>
      <meta name="description" content={description} />
    </>
  )
}

function TableMetaTags({ path }: { path: PublicPath }) {
  const [heads, setHeads] = useState(loadedHeads)
  useEffect(() => {
    if (!heads) void pageHeads.then(setHeads)
  }, [heads])
  return heads ? <MetaTags {...heads[path]} /> : null
}

/**
 * The page's title and description: a public page names its path and reads them from PAGE_HEADS (contracts), the
 * table the server writes into the HTML too; the admin screens and the pages without a path of their own (an
 * article, "not found") pass them.
 */
export function PageMeta(props: { path: PublicPath } | Meta) {
  // The server writes the head itself (server/src/pages/head-tags.ts), with canonical and Open Graph as well. Drawn
  // only once the page is taken over: while taking it over, React would adopt the server's <title> as its own, and
  // MetaTags would then remove a tag React still manages.
  const hydrated = useHydrated()
  if (!hydrated) return null
  return 'path' in props ? <TableMetaTags path={props.path} /> : <MetaTags {...props} />
}
