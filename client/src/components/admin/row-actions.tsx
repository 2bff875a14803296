import { messages } from '@site/contracts'
import './row-actions.css'

const text = messages.admin

/** Editar and Excluir for one record; `name` tells screen readers which one ('Editar COD00001'). */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="admin-row-actions">
      <button type="button" className="btn btn--outline btn--small" onClick={onEdit} aria-label={`${text.edit} ${name}`}>
        {text.edit}
      </button>
      <button
        type="button"
        className="btn btn--danger-outline btn--small"
        onClick={onDelete}
        aria-label={`${text.delete} ${name}`}
      >
        {text.delete}
      </button>
    </div>
  )
}
