import type { ReactNode } from 'react'
import { messages } from '@site/contracts'
import { PageMeta } from '../layout/page-meta'
import './admin-page.css'

type AdminPageProps = { title: string; description?: string; actions?: ReactNode; children?: ReactNode }

/** One screen of the admin area: its <title>, its only <h1>, optional header actions. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  return (
    <div className="admin-page">
      <PageMeta title={`${title} – ${messages.admin.panelTitle}`} description={description ?? title} />
      <div className="admin-page__header">
        <h1>{title}</h1>
        {actions && <div className="admin-page__actions">{actions}</div>}
      </div>
      {children}
    </div>
  )
}
