import { useEffect, useState } from 'react'
import type { RemoteData } from '../../lib/use-remote-data'

/** Loads `load(key)` whenever `key` (a serialised query) or `version` changes, keeping the last data on screen meanwhile. */
export function useQueryData<T>(key: string, version: number, load: (key: string, signal: AbortSignal) => Promise<T>): RemoteData<T> {
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    load(key, controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        console.error(error)
        setState({ status: 'error' })
      },
    )
    return () => controller.abort()
  }, [key, version, load])
  return state
}
