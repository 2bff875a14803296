import { useDeferredValue, useId, useMemo, useRef, useState } from 'react'
import { messages, recordCount, SITE_TIME_ZONE, type CallList } from '@site/contracts'
import { Spinner } from '../../../components/form'
import { usePageData } from '../../../lib/page-data'
import { useHydrated } from '../../../lib/use-hydrated'
import { fetchCallList } from '../api'
import { searchable } from '../search-text'
import './call-list-view.css'
import { island } from '../../../lib/island'

const text = messages.callListPage

const updatedFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: SITE_TIME_ZONE })

function formatUpdatedAt(iso: string): string | null {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : updatedFormat.format(date)
}

/** The call list: loading, then the error message or the table with a live search over every column. */
export function CallListView() {
  const state = usePageData('chamada', fetchCallList)
  if (state.status === 'loading') {
    return (
      <p className="call-list__status" role="status">
        <Spinner />
        {text.loading}
      </p>
    )
  }
  if (state.status === 'error') {
    return (
      <div role="alert">
        <p className="form-status__message form-status__message--error">{messages.callList.loadFailed}</p>
      </div>
    )
  }
  return <SearchableCallList list={state.data} />
}

export function SearchableCallList({ list }: { list: CallList }) {
  const [query, setQuery] = useState('')
  // A search typed before React takes the page over would be wiped by its first update.
  const hydrated = useHydrated()
  const deferredQuery = useDeferredValue(query)
  const search = useRef<HTMLInputElement>(null)
  const searchId = useId()
  const hintId = useId()
  const captionId = useId()

  // Each row's cells, flattened once into one comparable string.
  const index = useMemo(
    () => list.rows.map((row) => searchable(list.columns.map((column) => row[column] ?? '').join(' '))),
    [list],
  )
  const needle = searchable(deferredQuery)
  const visible = useMemo(
    () => list.rows.filter((_, position) => !needle || index[position]!.includes(needle)),
    [list.rows, index, needle],
  )
  const updatedAt = formatUpdatedAt(list.atualizadoEm)

  const clear = () => {
    setQuery('')
    search.current?.focus()
  }

  return (
    <div className="call-list">
      <div className="call-list__search field">
        <label htmlFor={searchId} className="field__label">
          {text.searchLabel}
        </label>
        <p id={hintId} className="field__hint">
          {text.searchHint}
        </p>
        <input
          ref={search}
          id={searchId}
          type="search"
          className="field__control"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          disabled={!hydrated}
          aria-describedby={hintId}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <p className="call-list__count" role="status" aria-live="polite">
        {recordCount(visible.length)}
      </p>

      {visible.length === 0 ? (
        <div className="call-list__empty">
          <p className="call-list__empty-title">{messages.callList.noResults}</p>
          <p>{messages.callList.noResultsHint}</p>
          {query && (
            <button type="button" className="btn btn--outline" onClick={clear}>
              {text.clear}
            </button>
          )}
        </div>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className="data-table">
            <caption id={captionId}>
              {text.caption}
              {updatedAt && (
                <span className="call-list__updated">
                  {' '}
                  ({text.updatedAt} {updatedAt})
                </span>
              )}
            </caption>
            <thead>
              <tr>
                {list.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {visible.map((row, position) => (
                <tr key={position}>
                  {list.columns.map((column) => (
                    <td key={column}>{row[column] ?? ''}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}

/** CallListView as an island of the page the server drew (lib/island.tsx). */
export const CallListViewIsland = island('call-list', CallListView, 'visible')
