import { documentTitle, type PAGE_HEADS, type PublicPath } from '@site/contracts'
import { useEffect, useState } from 'react'

type Meta = { title: string; description: string }

// Loaded with the app, in parallel with the first page's chunk, and kept out of the first load: the first page's
// head is already in the HTML the server sent; the table matters from the first client-side navigation on.
let loadedHeads: typeof PAGE_HEADS | undefined
const pageHeads = import('../../lib/page-heads').then((module) => (loadedHeads = module.PAGE_HEADS))

/** React 19 hoists these tags into <head>. */
function MetaTags({ title, description }: Meta) {
  return (
    <>
      <title>{documentTitle(title)}</title>
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
 * article, "not found") pass them. Rendered in the browser only.
 */
export function PageMeta(props: { path: PublicPath } | Meta) {
  // The server writes the head itself (server/src/pages/head-tags.ts), with canonical and Open Graph as well.
  if (typeof document === 'undefined') return null
  return 'path' in props ? <TableMetaTags path={props.path} /> : <MetaTags {...props} />
}
