import { useCallback } from 'react'
import { useLocation } from 'react-router-dom'
import type { InboxSummary } from '@site/contracts'
import { useRemoteData } from '../../lib/use-remote-data'
import { fetchInboxSummary } from './api'

/** The inbox counts, read again on every admin navigation (a status change elsewhere is seen on the next screen). */
export function useInboxSummary(): InboxSummary | null {
  const { pathname } = useLocation()
  // A new function per path: useRemoteData loads again whenever its loader changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const load = useCallback((signal: AbortSignal) => fetchInboxSummary(signal), [pathname])
  const remote = useRemoteData(load)
  return remote.status === 'ready' ? remote.data : null
}
