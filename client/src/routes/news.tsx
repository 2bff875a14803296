import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import { NEWS_PER_PAGE } from '@site/contracts'
import { HeroBanner } from '../components/layout/hero-banner'
import { PageMeta } from '../components/layout/page-meta'
import { ExternalLink } from '../components/ui/external-link'
import { Pagination } from '../components/ui/pagination'
import { SmartImage } from '../components/ui/smart-image'
import { NEWS } from '../content/news'
import { formatDate } from '../lib/format'
import { pageCount as countPages, pageSlice } from '../lib/pagination'

const PAGE_PARAM = 'pagina'

const clampPage = (value: string | null, pageCount: number): number => {
  const page = Number.parseInt(value ?? '1', 10)
  return Number.isNaN(page) ? 1 : Math.min(Math.max(page, 1), pageCount)
}

export default function NewsPage() {
  const [params, setParams] = useSearchParams()
  const pageCount = countPages(NEWS.length, NEWS_PER_PAGE)
  const page = clampPage(params.get(PAGE_PARAM), pageCount)
  const visible = pageSlice(NEWS, page, NEWS_PER_PAGE)
  const heading = useRef<HTMLHeadingElement>(null)
  const changedByVisitor = useRef(false)

  useEffect(() => {
    if (!changedByVisitor.current) return
    // Moving to another page starts reading again from the list heading ("Página 2 de 9").
    heading.current?.focus()
  }, [page])

  const goTo = (next: number) => {
    changedByVisitor.current = true
    setParams(next === 1 ? {} : { [PAGE_PARAM]: String(next) })
  }

  return (
    <>
      <PageMeta
        title="Notícias"
        description="Acompanhe as notícias da fundação: palestras, cursos, projetos de inclusão digital e parcerias."
      />
      <HeroBanner
        titleStart="Notícias da"
        titleEnd="fundação"
        subtitle="Novidades sobre palestras, cursos, projetos e parcerias."
      />
      <section className="section" aria-labelledby="lista-noticias">
        <div className="container">
          <h2 id="lista-noticias" ref={heading} tabIndex={-1} className="section__title">
            Página {page} de {pageCount}
          </h2>
          <ul role="list" className="grid grid--3">
            {visible.map((item) => (
              <li key={item.url}>
                <article className="card card--media">
                  <SmartImage src={item.imagem} alt="" width={600} height={375} />
                  <div className="card__body">
                    <p className="card__meta">
                      <time dateTime={item.data}>{formatDate(item.data)}</time>
                    </p>
                    <h3 className="card__title">{item.titulo}</h3>
                    <ExternalLink href={item.url} className="card__action">
                      Ler mais<span className="visually-hidden">: {item.titulo}</span>
                    </ExternalLink>
                  </div>
                </article>
              </li>
            ))}
          </ul>
          <Pagination page={page} pageCount={pageCount} onChange={goTo} label="Páginas de notícias" />
        </div>
      </section>
    </>
  )
}
