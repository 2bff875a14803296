import { messages } from '@site/contracts'
import { pageWindow } from '../pagination-window'

const text = messages.admin

type PageNavigationProps = { page: number; pageCount: number; onChange: (page: number) => void; label: string }

/** First and last page, a window of five around the current one, and ellipses for the hidden runs. */
export function PageNavigation({ page, pageCount, onChange, label }: PageNavigationProps) {
  if (pageCount <= 1) return null
  return (
    <nav className="admin-pagination" aria-label={label}>
      <button type="button" className="btn btn--outline" disabled={page === 1} onClick={() => onChange(page - 1)}>
        {text.previousPage}
      </button>
      <ul role="list" className="admin-pagination__pages">
        {pageWindow(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="btn btn--outline admin-pagination__page"
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Página ${item}`}
                onClick={() => onChange(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="admin-pagination__ellipsis" data-testid="pagination-ellipsis">
              <span aria-hidden="true">…</span>
              <span className="visually-hidden">{text.ellipsis}</span>
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
        {text.nextPage}
      </button>
    </nav>
  )
}
