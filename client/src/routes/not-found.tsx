import { Link, Navigate, useLocation } from 'react-router-dom'
import { canonicalPath, errorPage, messages, PATHS } from '@site/contracts'
import { PageMeta } from '../components/layout/page-meta'
import '../components/layout/status-page.css'

const safeDecode = (path: string): string => {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

const text = messages.notFoundPage

export default function NotFoundPage() {
  const { pathname, search, hash } = useLocation()
  const target = canonicalPath(pathname)
  // Accent-free or differently written forms of a real page (/instituicao) go to that page.
  if (target && target !== safeDecode(pathname)) return <Navigate to={`${target}${search}${hash}`} replace />

  return (
    <section className="container section status-page">
      <PageMeta title={text.title} description={text.description} />
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>{text.title}</h1>
      <p>{text.text}</p>
      <ul role="list" className="status-page__links">
        <li>
          <Link className="btn" to={PATHS.home}>
            {errorPage.home}
          </Link>
        </li>
        <li>
          <Link className="btn btn--outline" to={PATHS.news}>
            {text.news}
          </Link>
        </li>
        <li>
          <Link className="btn btn--outline" to={PATHS.contacts}>
            {errorPage.contact}
          </Link>
        </li>
      </ul>
    </section>
  )
}
