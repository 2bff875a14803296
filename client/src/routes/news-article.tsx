import { Link, Navigate, useParams } from 'react-router-dom'
import { messages, newsLink, PATHS } from '@site/contracts'
import { PageMeta } from '../components/layout/page-meta'
import { PageLoading } from '../components/layout/page-loading'
import { fetchNewsArticle, NewsArticleView } from '../features/news'
import { siteOrigin, usePageData } from '../lib/page-data'
import NotFoundPage from './not-found'

/** /noticias/<slug>: one published news item; a draft or an unknown slug is the site's 404 page. */
export default function NewsArticlePage() {
  const { slug = '' } = useParams()
  const article = usePageData(`noticia:${slug}`, (signal) => fetchNewsArticle(slug, signal))

  if (article.status === 'loading') return <PageLoading />
  if (article.status === 'error' && article.httpStatus === 404) return <NotFoundPage />
  if (article.status === 'error') {
    return (
      <section className="container section">
        <p role="alert">{messages.common.serviceUnavailable}</p>
      </section>
    )
  }
  // Reached by an old address: show the current one.
  if (article.data.slug !== slug) return <Navigate to={newsLink(article.data.slug)} replace />
  return (
    <section className="container section">
      <PageMeta title={article.data.titulo} description={article.data.resumo} />
      <NewsArticleView article={article.data} shareUrl={`${siteOrigin()}${newsLink(article.data.slug)}`} />
      <p>
        <Link to={PATHS.news}>{messages.news.backToList}</Link>
      </p>
    </section>
  )
}
