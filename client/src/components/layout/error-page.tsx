import { errorPage, PATHS } from '@site/contracts'
import { PageMeta } from './page-meta'
import './status-page.css'

/**
 * Shown when a page crashes (or its code fails to download). Plain <a> links reload the whole site,
 * which also recovers from a stale deploy.
 */

export function ErrorPage({ standalone = false }: { standalone?: boolean }) {
  const content = (
    <section className="container section status-page">
      <PageMeta title={errorPage.title} description={errorPage.description} />
      <h1>{errorPage.title}</h1>
      <p>{errorPage.text}</p>
      <ul role="list" className="status-page__links">
        <li>
          <a className="btn" href={PATHS.home}>
            {errorPage.home}
          </a>
        </li>
        <li>
          <a className="btn btn--outline" href={PATHS.contacts}>
            {errorPage.contact}
          </a>
        </li>
      </ul>
    </section>
  )
  // Outside the site layout (admin area, or the layout itself failed) the page still needs its landmark.
  return standalone ? <main id="conteudo">{content}</main> : content
}
