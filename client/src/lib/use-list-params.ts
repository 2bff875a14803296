import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'

/** How one query parameter reads: the value it stands for, or `fallback` when it is absent or not valid. */
export type ListParam<T> = { fallback: T; parse: (raw: string) => T | undefined }

/** The query parameter of the page number, the same as the public news list's. */
export const PAGE_PARAM = 'pagina'

/** A page number from 1 up; anything else is page 1. */
export const pageParam: ListParam<number> = {
  fallback: 1,
  parse: (raw) => (/^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined),
}

/** Free text (a search), trimmed. */
export const textParam: ListParam<string> = { fallback: '', parse: (raw) => raw.trim() }

/** One of `values`, else `fallback` (which may stand outside them: '' for "all"). */
export const choiceParam = <T extends string, F extends string = T>(values: readonly T[], fallback: F): ListParam<T | F> => ({
  fallback,
  parse: (raw) => values.find((value) => value === raw),
})

/** A day as the date inputs give it (aaaa-mm-dd), else none. */
export const dayParam: ListParam<string> = {
  fallback: '',
  parse: (raw) => (/^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : undefined),
}

type Specs = Record<string, ListParam<string> | ListParam<number>>
export type ListState<S extends Specs> = { [K in keyof S]: S[K]['fallback'] }

/** Write the change into the query string: a value equal to its fallback leaves the address. */
function applyChange<S extends Specs>(current: URLSearchParams, specs: S, change: Partial<ListState<S>>): URLSearchParams {
  const next = new URLSearchParams(current)
  // Another search, filter or order starts again from the first page.
  if (!(PAGE_PARAM in change)) next.delete(PAGE_PARAM)
  for (const [name, value] of Object.entries(change)) {
    if (value === undefined || String(value) === String(specs[name]?.fallback)) next.delete(name)
    else next.set(name, String(value))
  }
  return next
}

/**
 * The state of an admin list (page, search, filters, order) kept in the address's query string, so a reload, the
 * back button and a shared link show the same list. `specs` names the parameters (Portuguese, like the public
 * site's `?pagina=2`) and how each reads; a missing or invalid value reads as its fallback. `update` changes some
 * of them and, unless the page itself is among them, goes back to page 1; it adds a history entry, or replaces the
 * current one with `{ replace: true }` (a search box that writes as the staff member types).
 */
export function useListParams<S extends Specs>(
  specs: S,
): [ListState<S>, (change: Partial<ListState<S>>, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams()
  const query = params.toString()
  const state = useMemo(() => {
    const read = new URLSearchParams(query)
    return Object.fromEntries(
      Object.entries(specs).map(([name, spec]) => {
        const raw = read.get(name)
        return [name, (raw === null ? undefined : spec.parse(raw)) ?? spec.fallback]
      }),
    ) as ListState<S>
  }, [query, specs])
  // Two changes before the next render (a search settling as a filter is picked) must both land: each builds on
  // the last one written, not on the address as the render saw it.
  const latest = useRef(params)
  useEffect(() => {
    latest.current = params
  }, [params])
  const update = useCallback(
    (change: Partial<ListState<S>>, options: { replace?: boolean } = {}) => {
      latest.current = applyChange(latest.current, specs, change)
      setParams(latest.current, { replace: options.replace })
    },
    [setParams, specs],
  )
  return [state, update]
}
