import { Link } from 'react-router-dom'
import { messages, PATHS, type SiteMapEntry } from '@site/contracts'
import { PageLoading } from '../components/layout/page-loading'
import { PageMeta } from '../components/layout/page-meta'
import { usePageData } from '../lib/page-data'
import { fetchSiteMap } from '../lib/site-pages'
import { siteMapPage as text } from '../page-text/site-map'

function PageTree({ entry, entries }: { entry: SiteMapEntry; entries: SiteMapEntry[] }) {
  const children = entries.filter((child) => child.pai === entry.caminho)
  return (
    <li>
      <Link to={entry.caminho}>{entry.titulo}</Link>
      {children.length > 0 && (
        <ul>
          {children.map((child) => (
            <PageTree key={child.caminho} entry={child} entries={entries} />
          ))}
        </ul>
      )}
    </li>
  )
}

/**
 * Every page a visitor can open now, nested as the breadcrumbs nest them: the published pages (the staff's new ones
 * too) and the routes of the code, read from the server with the page, so a page joins once it is published.
 */
export default function SiteMapPage() {
  const map = usePageData('mapa-do-site', fetchSiteMap)
  return (
    <section className="container section prose">
      <PageMeta path={PATHS.siteMap} />
      <h1>{text.title}</h1>
      <p className="section__intro">{text.intro}</p>
      {map.status === 'loading' && <PageLoading />}
      {map.status === 'error' && <p role="alert">{messages.common.serviceUnavailable}</p>}
      {map.status === 'ready' && (
        <nav aria-labelledby="mapa-do-site">
          <h2 id="mapa-do-site" className="visually-hidden">
            {text.title}
          </h2>
          <ul className="site-map">
            {map.data
              .filter((entry) => entry.pai === null)
              .map((entry) => (
                <PageTree key={entry.caminho} entry={entry} entries={map.data} />
              ))}
          </ul>
        </nav>
      )}
    </section>
  )
}
