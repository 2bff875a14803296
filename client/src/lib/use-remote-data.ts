import { useCallback, useEffect, useState } from 'react'

export type RemoteData<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' }

/**
 * Loads data from the server on mount and again on every `reload()`; a reload keeps the data on screen until the
 * new arrives. A failure is logged and reported as status 'error': the caller decides what, if anything, to show.
 * `load` must keep its identity between renders (a module-level function).
 */
export function useRemoteData<T>(load: (signal: AbortSignal) => Promise<T>): RemoteData<T> & { reload: () => void } {
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading' })
  const [version, setVersion] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    load(controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        console.error(error)
        setState({ status: 'error' })
      },
    )
    return () => controller.abort()
  }, [load, version])

  const reload = useCallback(() => setVersion((value) => value + 1), [])
  return { ...state, reload }
}

/** The data once loaded, else `fallback` (while loading, or after a failure). */
export const dataOr = <T>(remote: RemoteData<T>, fallback: T): T => (remote.status === 'ready' ? remote.data : fallback)
