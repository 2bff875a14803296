import { useCallback, useEffect, useEffectEvent, useState } from 'react'

/** `httpStatus`: the server's answer when it gave one (404 for a page that does not exist). */
export type RemoteData<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; httpStatus?: number }

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' && error.status > 0
    ? error.status
    : undefined

export const remoteState = {
  failed: (error: unknown): RemoteData<never> => {
    const httpStatus = statusOf(error)
    return httpStatus === undefined ? { status: 'error' } : { status: 'error', httpStatus }
  },
}

/** A counter and the function that bumps it: a new value asks the data again. */
export function useReloadVersion(): [number, () => void] {
  const [version, setVersion] = useState(0)
  return [version, useCallback(() => setVersion((value) => value + 1), [])]
}

/**
 * Loads data from the server on mount, again whenever `key` changes (like `usePageData`'s key: it names the data,
 * `certificados?pagina=2`) and on every `reload()`; a reload keeps the data on screen until the new arrives. `load`
 * may be a new function on every render: the one of the render that changed the key is called. A failure is logged
 * and reported as status 'error': the caller decides what, if anything, to show. Screens the server renders read
 * through `usePageData` (page-data.ts) instead.
 */
export function useRemoteData<T>(load: (signal: AbortSignal) => Promise<T>, key = ''): RemoteData<T> & { reload: () => void } {
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading' })
  const [version, reload] = useReloadVersion()
  const loadLatest = useEffectEvent(load)

  useEffect(() => {
    const controller = new AbortController()
    loadLatest(controller.signal).then(
      (data) => {
        // An answer for a key the screen has left behind (page 2 arriving after page 3 was asked) is dropped.
        if (!controller.signal.aborted) setState({ status: 'ready', data })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        console.error(error)
        setState(remoteState.failed(error))
      },
    )
    return () => controller.abort()
  }, [key, version])

  return { ...state, reload }
}

/** The data once loaded, else `fallback` (while loading, or after a failure). */
export const dataOr = <T>(remote: RemoteData<T>, fallback: T): T => (remote.status === 'ready' ? remote.data : fallback)
