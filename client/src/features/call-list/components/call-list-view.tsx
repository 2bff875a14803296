import { useDeferredValue, useId, useMemo, useRef, useState } from 'react'
import { messages, recordCount, SITE_TIME_ZONE, type CallList } from '@site/contracts'
import { Spinner } from '../../../components/form'
import { usePageData } from '../../../lib/page-data'
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

/** The rows whose cells contain what the visitor typed, accents and case aside. */
function useMatchingRows(list: CallList, query: string) {
  // Each row's cells, flattened once into one comparable string.
  const index = useMemo(
    () => list.rows.map((row) => searchable(list.columns.map((column) => row[column] ?? '').join(' '))),
    [list],
  )
  const needle = searchable(query)
  return useMemo(() => list.rows.filter((_, position) => !needle || index[position]!.includes(needle)), [list.rows, index, needle])
}

function CallListTable({ list, rows }: { list: CallList; rows: CallList['rows'] }) {
  const captionId = useId()
  const updatedAt = formatUpdatedAt(list.atualizadoEm)
  return (
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
          {rows.map((row, position) => (
            <tr key={position}>
              {list.columns.map((column) => (
                <td key={column}>{row[column] ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function NoMatch({ onClear }: { onClear?: () => void }) {
  return (
    <div className="call-list__empty">
      <p className="call-list__empty-title">{messages.callList.noResults}</p>
      <p>{messages.callList.noResultsHint}</p>
      {onClear && (
        <button type="button" className="btn btn--outline" onClick={onClear}>
          {text.clear}
        </button>
      )}
    </div>
  )
}

export function SearchableCallList({ list }: { list: CallList }) {
  const [query, setQuery] = useState('')
  const visible = useMatchingRows(list, useDeferredValue(query))
  const search = useRef<HTMLInputElement>(null)
  const searchId = useId()
  const hintId = useId()

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
          aria-describedby={hintId}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <p className="call-list__count" role="status" aria-live="polite">
        {recordCount(visible.length)}
      </p>
      {visible.length === 0 ? <NoMatch onClear={query ? clear : undefined} /> : <CallListTable list={list} rows={visible} />}
    </div>
  )
}

/** CallListView as an island of the page the server drew (lib/island.tsx). */
export const CallListViewIsland = island('call-list', CallListView, 'use')
