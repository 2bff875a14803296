import { useEffect, useState } from 'react'
import { Link, Navigate, useParams } from 'react-router-dom'
import { messages, newsLink, PATHS, type NewsArticle } from '@site/contracts'
import { PageMeta } from '../components/layout/page-meta'
import { PageLoading } from '../components/layout/page-loading'
import { fetchNewsArticle, NewsArticleView } from '../features/news'
import { ApiRequestError } from '../lib/api-client'
import NotFoundPage from './not-found'

type State = { status: 'loading' | 'missing' | 'error' } | { status: 'ready'; article: NewsArticle }

/** /noticias/<slug>: one published news item; a draft or an unknown slug is the site's 404 page. */
export default function NewsArticlePage() {
  const { slug = '' } = useParams()
  const [state, setState] = useState<State>({ status: 'loading' })

  useEffect(() => {
    const controller = new AbortController()
    setState({ status: 'loading' })
    fetchNewsArticle(slug, controller.signal).then(
      (article) => setState({ status: 'ready', article }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        setState({ status: error instanceof ApiRequestError && error.status === 404 ? 'missing' : 'error' })
      },
    )
    return () => controller.abort()
  }, [slug])

  if (state.status === 'loading') return <PageLoading />
  if (state.status === 'missing') return <NotFoundPage />
  if (state.status !== 'ready') {
    return (
      <section className="container section">
        <p role="alert">{messages.common.serviceUnavailable}</p>
      </section>
    )
  }
  // Reached by an old address: show the current one.
  if (state.article.slug !== slug) return <Navigate to={newsLink(state.article.slug)} replace />
  const { article } = state
  return (
    <section className="container section">
      <PageMeta title={article.titulo} description={article.resumo} />
      <NewsArticleView article={article} shareUrl={`${window.location.origin}${newsLink(article.slug)}`} />
      <p>
        <Link to={PATHS.news}>{messages.news.backToList}</Link>
      </p>
    </section>
  )
}
