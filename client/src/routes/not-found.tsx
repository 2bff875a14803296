import { Link, Navigate, useLocation } from 'react-router-dom'
import { canonicalPath, messages, PATHS } from '@site/contracts'
import { PageMeta } from '../components/layout/page-meta'
import '../components/layout/status-page.css'

const safeDecode = (path: string): string => {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

export default function NotFoundPage() {
  const { pathname, search, hash } = useLocation()
  const target = canonicalPath(pathname)
  // Accent-free or differently written forms of a real page (/instituicao) go to that page.
  if (target && target !== safeDecode(pathname)) return <Navigate to={`${target}${search}${hash}`} replace />

  return (
    <section className="container section status-page">
      <PageMeta {...messages.notFoundPage} />
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>{messages.notFoundPage.title}</h1>
      <p>O endereço digitado não existe ou mudou de lugar. Confira o endereço ou escolha um dos caminhos abaixo.</p>
      <ul role="list" className="status-page__links">
        <li>
          <Link className="btn" to={PATHS.home}>
            Voltar para a página inicial
          </Link>
        </li>
        <li>
          <Link className="btn btn--outline" to={PATHS.news}>
            Ver notícias
          </Link>
        </li>
        <li>
          <Link className="btn btn--outline" to={PATHS.contacts}>
            Falar com a fundação
          </Link>
        </li>
      </ul>
    </section>
  )
}
