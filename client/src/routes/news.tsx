import { useEffect, useRef } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { FEED_PATHS, messages, newsLink, PATHS } from '@site/contracts'
import { HeroBanner } from '../components/layout/hero-banner'
import { PageMeta } from '../components/layout/page-meta'
import { CARD_SIZES } from '../components/ui/info-card'
import { Pagination } from '../components/ui/pagination'
import { ResponsivePicture } from '../components/ui/picture'
import { fetchNewsPage } from '../features/news'
import { formatSiteDate } from '../lib/format'
import { island } from '../lib/island'
import { usePageData } from '../lib/page-data'

const PAGE_PARAM = 'pagina'

const requestedPage = (value: string | null): number => {
  const page = Number.parseInt(value ?? '1', 10)
  return Number.isNaN(page) || page < 1 ? 1 : page
}

/** The list of news and its pages: a new page is read without loading the whole page again. */
export function NewsList() {
  const [params, setParams] = useSearchParams()
  const requested = requestedPage(params.get(PAGE_PARAM))
  // The server answers with the page it shows: a page past the end is the last one.
  const news = usePageData(`noticias:${requested}`, (signal) => fetchNewsPage(requested, signal))
  const heading = useRef<HTMLHeadingElement>(null)
  const changedByVisitor = useRef(false)
  const page = news.status === 'ready' ? news.data.pagina : undefined

  useEffect(() => {
    if (!changedByVisitor.current || page === undefined) return
    // Moving to another page starts reading again from the list heading ("Página 2 de 9").
    heading.current?.focus()
  }, [page])

  const goTo = (next: number) => {
    changedByVisitor.current = true
    setParams(next === 1 ? {} : { [PAGE_PARAM]: String(next) })
  }

  return (
    <>
      {news.status === 'loading' && <p role="status">{messages.news.loading}</p>}
      {news.status === 'error' && <p role="alert">{messages.callList.loadFailed}</p>}
      {news.status === 'ready' && (
        <>
          <h2 id="lista-noticias" ref={heading} tabIndex={-1} className="section__title">
            {messages.newsPage.pageOf(news.data.pagina, news.data.totalPaginas)}
          </h2>
          <ul role="list" className="grid grid--3">
            {news.data.itens.map((item, position) => (
              <li key={item.slug}>
                <article className="card card--media">
                  {item.capa && (
                    <ResponsivePicture
                      picture={item.capa}
                      sizes={CARD_SIZES}
                      // The first cover is on the first screen: fetched at once, not when scrolled to.
                      loading={position === 0 ? 'eager' : 'lazy'}
                    />
                  )}
                  <div className="card__body">
                    <p className="card__meta">
                      <time dateTime={item.publicadoEm}>{formatSiteDate(item.publicadoEm)}</time>
                    </p>
                    <h3 className="card__title">{item.titulo}</h3>
                    <p>{item.resumo}</p>
                    <Link to={newsLink(item.slug)} className="card__action">
                      {messages.news.readMore}
                      <span className="visually-hidden">: {item.titulo}</span>
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
          <Pagination page={news.data.pagina} pageCount={news.data.totalPaginas} onChange={goTo} label={messages.newsPage.pagination} />
        </>
      )}
    </>
  )
}

const NewsListIsland = island('news-list', NewsList, 'use')

export default function NewsPageView() {
  return (
    <>
      <PageMeta path={PATHS.news} />
      <HeroBanner {...messages.newsPage.hero} />
      <section className="section" aria-labelledby="lista-noticias">
        <div className="container">
          <NewsListIsland />
          <p className="news-feed">
            <a href={FEED_PATHS.news} type="application/rss+xml">
              {messages.newsPage.feedLink}
            </a>
          </p>
        </div>
      </section>
    </>
  )
}
