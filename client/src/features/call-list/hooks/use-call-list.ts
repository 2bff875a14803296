import { useEffect, useState } from 'react'
import type { CallList } from '@site/contracts'
import { fetchCallList } from '../api'

export type CallListState = { status: 'loading' } | { status: 'ready'; list: CallList } | { status: 'error' }

export function useCallList(): CallListState {
  const [state, setState] = useState<CallListState>({ status: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    fetchCallList(controller.signal).then(
      (list) => setState({ status: 'ready', list }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' })
      },
    )
    return () => controller.abort()
  }, [])
  return state
}
