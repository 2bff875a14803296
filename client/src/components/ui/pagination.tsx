import { messages } from '@site/contracts'
import type { PageItem } from '../../lib/pagination'
import './pagination.css'

const everyPage = (_page: number, pageCount: number): PageItem[] =>
  Array.from({ length: pageCount }, (_, index) => index + 1)

type PaginationProps = {
  page: number
  pageCount: number
  onChange: (page: number) => void
  label: string
  /** Which page buttons to show; every page unless given. */
  pages?: (page: number, pageCount: number) => PageItem[]
  /** BEM block of the class names: the site's 'pagination' unless given. */
  block?: string
}

/** Anterior, the page buttons (the current one marked aria-current="page") and Próximo; nothing for a single page. */
export function Pagination({ page, pageCount, onChange, label, pages = everyPage, block = 'pagination' }: PaginationProps) {
  if (pageCount <= 1) return null
  return (
    <nav className={block} aria-label={label}>
      <button type="button" className="btn btn--outline" disabled={page === 1} onClick={() => onChange(page - 1)}>
        {messages.pagination.previousPage}
      </button>
      <ul role="list" className={`${block}__pages`}>
        {pages(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={`btn btn--outline ${block}__page`}
                aria-current={item === page ? 'page' : undefined}
                aria-label={messages.pageParts.pageNumber(item)}
                onClick={() => onChange(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className={`${block}__ellipsis`} data-testid="pagination-ellipsis">
              <span aria-hidden="true">…</span>
              <span className="visually-hidden">{messages.pagination.ellipsis}</span>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="btn btn--outline"
        disabled={page === pageCount}
        onClick={() => onChange(page + 1)}
      >
        {messages.pagination.nextPage}
      </button>
    </nav>
  )
}
