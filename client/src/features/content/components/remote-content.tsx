import type { ReactNode } from 'react'
import { messages } from '@site/contracts'
import type { RemoteData } from '../../../lib/use-remote-data'

type RemoteContentProps<T> = {
  remote: RemoteData<T[]>
  /** Said when the list is empty, or could not be loaded. */
  empty: string
  children: (items: T[]) => ReactNode
}

/** A public list staff edit: a loading status, then the items (or a sentence when there are none). */
export function RemoteContent<T>({ remote, empty, children }: RemoteContentProps<T>) {
  if (remote.status === 'loading') return <p role="status">{messages.common.loading}</p>
  if (remote.status === 'error' || remote.data.length === 0) return <p>{empty}</p>
  return children(remote.data)
}
