import { useCallback } from 'react'
import { useLocation } from 'react-router-dom'
import type { InboxSummary } from '@site/contracts'
import { fetchInboxSummary } from './api'
import { useQueryData } from './use-query-data'

/** The inbox counts, read again on every admin navigation (a status change elsewhere is seen on the next screen). */
export function useInboxSummary(): InboxSummary | null {
  const { pathname } = useLocation()
  const load = useCallback((_key: string, signal: AbortSignal) => fetchInboxSummary(signal), [])
  const remote = useQueryData(pathname, 0, load)
  return remote.status === 'ready' ? remote.data : null
}
