import type { ReactNode } from 'react'
import { AdminPage } from './admin-page'
import { StatusMessage } from './feedback'
import './list-page.css'

type ListPageProps = {
  title: string
  description: string
  addLabel: string
  onAdd: () => void
  /** Header actions after the add button. */
  actions?: ReactNode
  /** What the last change did ('Certificado excluído com sucesso'), announced as a status. */
  notice: string
  children: ReactNode
}

/** A list screen: its page with the add button in the header, and the notice of its last change. */
export function ListPage({ title, description, addLabel, onAdd, actions, notice, children }: ListPageProps) {
  return (
    <AdminPage
      title={title}
      description={description}
      actions={
        <>
          <button type="button" className="btn" onClick={onAdd}>
            {addLabel}
          </button>
          {actions}
        </>
      }
    >
      <StatusMessage message={notice} />
      {children}
    </AdminPage>
  )
}
