type PaginationProps = { page: number; pageCount: number; onChange: (page: number) => void; label: string }

export function Pagination({ page, pageCount, onChange, label }: PaginationProps) {
  if (pageCount <= 1) return null
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1)
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="btn btn--outline" disabled={page === 1} onClick={() => onChange(page - 1)}>
        Anterior
      </button>
      <ul role="list" className="pagination__pages">
        {pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              className="btn btn--outline pagination__page"
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Página ${number}`}
              onClick={() => onChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn--outline"
        disabled={page === pageCount}
        onClick={() => onChange(page + 1)}
      >
        Próximo
      </button>
    </nav>
  )
}
