import { useEffect, useState } from 'react'
import type { Event } from '@site/contracts'
import { fetchActiveEvent } from '../api'

export type ActiveEventState = { status: 'loading' } | { status: 'ready'; event: Event } | { status: 'none' }

/** The lecture cycle's active event; 'none' when there is none or it could not be loaded (SPEC §8). */
export function useActiveEvent(): ActiveEventState {
  const [state, setState] = useState<ActiveEventState>({ status: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    fetchActiveEvent(controller.signal).then(
      (event) => setState({ status: 'ready', event }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'none' })
      },
    )
    return () => controller.abort()
  }, [])
  return state
}
