import { PATHS } from '@site/contracts'
import { PageMeta } from './page-meta'
import './status-page.css'

/**
 * Shown when a page crashes (or its code fails to download). Plain <a> links reload the whole site,
 * which also recovers from a stale deploy.
 */
export function ErrorPage({ standalone = false }: { standalone?: boolean }) {
  const content = (
    <section className="container section status-page">
      <PageMeta title="Algo deu errado" description="Não foi possível mostrar esta página." />
      <h1>Algo deu errado</h1>
      <p>Não conseguimos mostrar esta página agora. Tente recarregar ou volte para a página inicial.</p>
      <ul role="list" className="status-page__links">
        <li>
          <a className="btn" href={PATHS.home}>
            Voltar para a página inicial
          </a>
        </li>
        <li>
          <a className="btn btn--outline" href={PATHS.contacts}>
            Falar com a fundação
          </a>
        </li>
      </ul>
    </section>
  )
  // Outside the site layout (admin area, or the layout itself failed) the page still needs its landmark.
  return standalone ? <main id="conteudo">{content}</main> : content
}
