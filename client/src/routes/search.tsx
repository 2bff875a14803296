import { Link, useSearchParams } from 'react-router-dom'
import {
  MAX_SEARCH_LENGTH,
  MAX_SEARCH_PAGE,
  messages,
  PAGE_HEADS,
  PATHS,
  POPULAR_PATHS,
  SEARCH_KINDS,
  searchLink,
  type HighlightedText,
  type SearchAnswer,
  type SearchKind,
} from '@site/contracts'
import { PageMeta } from '../components/layout/page-meta'
import { searchSite } from '../features/search'
import { formatDate } from '../lib/format'
import { usePageData } from '../lib/page-data'
import './search.css'

const text = messages.search

/** The search as the address asks for it; what the API would refuse reads as its nearest valid value. */
function searchFromAddress(params: URLSearchParams) {
  const page = Number.parseInt(params.get('pagina') ?? '1', 10)
  return {
    query: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    kind: SEARCH_KINDS.find((kind) => kind === params.get('tipo')) ?? null,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_SEARCH_PAGE ? page : 1,
  }
}

function Highlighted({ pieces }: { pieces: HighlightedText }) {
  return pieces.map((piece, index) => (piece.destaque ? <mark key={index}>{piece.texto}</mark> : piece.texto))
}

function PopularPages() {
  return (
    <section className="search-page__popular" aria-labelledby="paginas-mais-visitadas">
      <h2 id="paginas-mais-visitadas">{text.popularHeading}</h2>
      <ul role="list">
        {POPULAR_PATHS.map((path) => (
          <li key={path}>
            <Link to={path}>{PAGE_HEADS[path].title}</Link>
            <p>{PAGE_HEADS[path].description}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

function KindFilters({ answer }: { answer: SearchAnswer }) {
  const all = SEARCH_KINDS.reduce((sum, kind) => sum + answer.porTipo[kind], 0)
  const filters: [SearchKind | null, string, number][] = [
    [null, text.allKinds, all],
    ...SEARCH_KINDS.map((kind): [SearchKind, string, number] => [kind, text.kinds[kind], answer.porTipo[kind]]),
  ]
  return (
    <nav className="search-page__filters" aria-label={text.filters}>
      <ul role="list">
        {filters.map(([kind, label, count]) => (
          <li key={kind ?? 'todos'}>
            <Link to={searchLink(answer.consulta, kind)} aria-current={answer.tipo === kind ? 'page' : undefined}>
              {label} ({count})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function Results({ answer }: { answer: SearchAnswer }) {
  const shownQuery = answer.sugestao ?? answer.consulta
  return (
    <>
      <h2 className="search-page__count">{text.resultCount(answer.total, shownQuery)}</h2>
      <ol className="search-page__results" role="list">
        {answer.resultados.map((result) => (
          <li key={result.link + result.titulo.map((piece) => piece.texto).join('')} className="search-result">
            <h3 className="search-result__title">
              <Link to={result.link}>
                <Highlighted pieces={result.titulo} />
              </Link>
            </h3>
            <p className="search-result__meta">
              {text.kinds[result.tipo]}
              {result.data && <> · {formatDate(result.data)}</>}
            </p>
            <p className="search-result__snippet">
              <Highlighted pieces={result.trecho} />
            </p>
          </li>
        ))}
      </ol>
      {answer.totalPaginas > 1 && (
        <nav className="search-page__pages" aria-label={text.pagination}>
          {answer.pagina > 1 && <Link to={searchLink(answer.consulta, answer.tipo, answer.pagina - 1)}>{messages.pagination.previousPage}</Link>}
          <span>{text.pageOf(answer.pagina, answer.totalPaginas)}</span>
          {answer.pagina < answer.totalPaginas && (
            <Link to={searchLink(answer.consulta, answer.tipo, answer.pagina + 1)}>{messages.pagination.nextPage}</Link>
          )}
        </nav>
      )}
    </>
  )
}

function Answer({ answer }: { answer: SearchAnswer }) {
  const anything = SEARCH_KINDS.some((kind) => answer.porTipo[kind] > 0)
  return (
    <>
      {answer.sugestao && (
        <p className="search-page__suggestion">
          {text.didYouMean} <Link to={searchLink(answer.sugestao, answer.tipo)}>{answer.sugestao}</Link>
        </p>
      )}
      {anything && <KindFilters answer={answer} />}
      {answer.total > 0 ? (
        <Results answer={answer} />
      ) : (
        <>
          <h2 className="search-page__count">{text.noResults(answer.consulta)}</h2>
          <p>{text.noResultsHint}</p>
          <PopularPages />
        </>
      )}
    </>
  )
}

/** /busca?q=: drawn by the server with its results, so it works without JavaScript; the form is a plain GET. */
export default function SearchPage() {
  const [params] = useSearchParams()
  const { query, kind, page } = searchFromAddress(params)
  const search = usePageData(`busca:${kind ?? ''}:${page}:${query}`, (signal) =>
    query === '' ? Promise.resolve(null) : searchSite(query, kind, page, signal),
  )
  return (
    <>
      <PageMeta path={PATHS.search} />
      <section className="section search-page">
        <div className="container">
          <h1>{text.heading}</h1>
          <p>{text.intro}</p>
          <form role="search" action={PATHS.search} method="get" className="search-page__form">
            <label htmlFor="busca-termos">{text.label}</label>
            <div className="search-page__row">
              <input id="busca-termos" type="search" name="q" defaultValue={query} maxLength={MAX_SEARCH_LENGTH} key={query} />
              <button type="submit" className="btn">
                {text.submit}
              </button>
            </div>
          </form>
          {search.status === 'loading' && <p role="status">{messages.common.loading}</p>}
          {search.status === 'error' && <p role="alert">{messages.common.serviceUnavailable}</p>}
          {search.status === 'ready' &&
            (search.data ? (
              <Answer answer={search.data} />
            ) : (
              <>
                <p>{text.emptyPrompt}</p>
                <PopularPages />
              </>
            ))}
        </div>
      </section>
    </>
  )
}
