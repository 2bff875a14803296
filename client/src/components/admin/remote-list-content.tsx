import type { ReactNode } from 'react'
import { messages } from '@site/contracts'
import type { RemoteData } from '../../lib/use-remote-data'
import { ErrorAlert } from './feedback'
import './remote-list-content.css'

type RemoteListContentProps = {
  status: RemoteData<unknown>['status']
  loadingText: string
  failureText?: string
  onRetry: () => void
  /** The list, shown once it has loaded. */
  children: ReactNode
}

/** A loading status, then the list; or, when loading failed, an alert with 'Tentar novamente'. */
export function RemoteListContent({
  status,
  loadingText,
  failureText = messages.admin.listFailed,
  onRetry,
  children,
}: RemoteListContentProps) {
  if (status === 'loading') return <p role="status">{loadingText}</p>
  if (status === 'error')
    return (
      <div className="admin-list-error">
        <ErrorAlert message={failureText} />
        <button type="button" className="btn btn--outline" onClick={onRetry}>
          {messages.admin.retry}
        </button>
      </div>
    )
  return children
}
