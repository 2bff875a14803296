import { Link } from 'react-router-dom'
import { PAGE_HEADS, PATHS, type PublicPath } from '@site/contracts'
import { PageMeta } from '../components/layout/page-meta'
import { siteMapPage as text } from '../page-text/site-map'

/** The pages a visitor can open (not the one-task ones: sign-in, cancelling), in the order of PATHS. */
const LISTED = (Object.keys(PAGE_HEADS) as PublicPath[]).filter((path) => !PAGE_HEADS[path].private)

/** A page's children: the pages whose parent it is (pages without one hang from the home page). */
const childrenOf = (path: PublicPath): PublicPath[] =>
  LISTED.filter((child) => child !== PATHS.home && (PAGE_HEADS[child].parent ?? PATHS.home) === path)

function PageTree({ path }: { path: PublicPath }) {
  const children = childrenOf(path)
  return (
    <li>
      <Link to={path}>{PAGE_HEADS[path].title}</Link>
      {children.length > 0 && (
        <ul>
          {children.map((child) => (
            <PageTree key={child} path={child} />
          ))}
        </ul>
      )}
    </li>
  )
}

/** Every public page, nested as the breadcrumbs nest them, built from the page heads: a new page joins by itself. */
export default function SiteMapPage() {
  return (
    <section className="container section prose">
      <PageMeta path={PATHS.siteMap} />
      <h1>{text.title}</h1>
      <p className="section__intro">{text.intro}</p>
      <nav aria-labelledby="mapa-do-site">
        <h2 id="mapa-do-site" className="visually-hidden">
          {text.title}
        </h2>
        <ul className="site-map">
          <PageTree path={PATHS.home} />
        </ul>
      </nav>
    </section>
  )
}
