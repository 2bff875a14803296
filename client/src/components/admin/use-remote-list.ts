import { useCallback, useEffect, useState } from 'react'

export type ListStatus = 'loading' | 'ready' | 'error'

/**
 * Loads a list on mount and whenever `reload` is called (after every successful change).
 * Failures are logged; the screen decides what, if anything, to show.
 */
export function useRemoteList<T>(load: (signal: AbortSignal) => Promise<T[]>) {
  const [items, setItems] = useState<T[]>([])
  const [status, setStatus] = useState<ListStatus>('loading')
  const [version, setVersion] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    load(controller.signal).then(
      (result) => {
        setItems(result)
        setStatus('ready')
      },
      (error: unknown) => {
        if ((error as Error).name === 'AbortError') return
        console.error(error)
        setStatus('error')
      },
    )
    return () => controller.abort()
  }, [load, version])

  const reload = useCallback(() => setVersion((value) => value + 1), [])
  return { items, status, reload }
}
