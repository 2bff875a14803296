import { useLocation } from 'react-router-dom'
import type { InboxSummary } from '@site/contracts'
import { useRemoteData } from '../../lib/use-remote-data'
import { fetchInboxSummary } from './inbox-api'

const NO_SUMMARY = () => Promise.resolve(null)

/**
 * The inbox counts, read again on every admin navigation (a status change elsewhere is seen on the next screen);
 * null for a role that does not see the inbox (`allowed` false), which then asks nothing.
 */
export function useInboxSummary(allowed: boolean): InboxSummary | null {
  const { pathname } = useLocation()
  // Keyed by the path: each navigation asks again.
  const remote = useRemoteData((signal) => (allowed ? fetchInboxSummary(signal) : NO_SUMMARY()), `${allowed}:${pathname}`)
  return remote.status === 'ready' ? remote.data : null
}
