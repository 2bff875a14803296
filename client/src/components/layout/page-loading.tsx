import { siteShell } from '@site/contracts'
import './page-loading.css'

export function PageLoading() {
  return (
    <div className="page-loading container" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      {siteShell.loadingPage}
    </div>
  )
}
