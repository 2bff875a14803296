import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { messages, PATHS } from '@site/contracts'
import { TextField } from '../../../components/admin/admin-field'
import { ConfirmDialog } from '../../../components/admin/confirm-dialog'
import type { PageEditor } from './use-page-editor'

const text = messages.pageEditor

/** A datetime-local value ('2026-12-01T09:00', the browser's time) as an ISO moment. */
const isoOf = (local: string) => {
  const date = new Date(local)
  return Number.isNaN(date.getTime()) ? '' : date.toISOString()
}

type Asking = 'unpublish' | 'trash' | null

/**
 * "Salvar rascunho", "Publicar agora", a date and "Agendar publicação", "Despublicar" and "Mover para a lixeira".
 * Taking a page down asks first; when the menu links to it, the server's answer (where) is asked again.
 */
export function PageActions({ editor }: { editor: PageEditor }) {
  const navigate = useNavigate()
  const { saved, disabled, save, publish, takeDown, question, setQuestion } = editor
  const [when, setWhen] = useState('')
  const [whenError, setWhenError] = useState('')
  const [asking, setAsking] = useState<Asking>(null)
  if (!saved) return null

  const schedule = () => {
    const at = isoOf(when)
    setWhenError(at ? '' : text.scheduleRequired)
    if (at) void publish(at)
  }
  const confirmTakeDown = async (action: 'unpublish' | 'trash', confirm: boolean) => {
    const result = await takeDown(action, confirm)
    setAsking(null)
    if (result === 'done' && action === 'trash') navigate(PATHS.adminPages, { state: { notice: text.movedToTrash } })
  }

  return (
    <div className="page-actions">
      <div className="page-actions__row">
        <button type="button" className="btn btn--outline" disabled={disabled} onClick={() => void save()}>
          {text.save}
        </button>
        <button type="button" className="btn" disabled={disabled} onClick={() => void publish()}>
          {text.publish}
        </button>
      </div>
      <div className="page-actions__row page-actions__schedule">
        <TextField label={text.scheduleLabel} type="datetime-local" value={when} error={whenError} onChange={(event) => setWhen(event.target.value)} />
        <button type="button" className="btn btn--outline" disabled={disabled} onClick={schedule}>
          {text.schedule}
        </button>
      </div>
      <div className="page-actions__row">
        {saved.estado !== 'rascunho' && (
          <button type="button" className="btn btn--outline" disabled={disabled} onClick={() => setAsking('unpublish')}>
            {text.unpublish}
          </button>
        )}
        {!saved.fixa && (
          <button type="button" className="btn btn--danger" disabled={disabled} onClick={() => setAsking('trash')}>
            {text.trash}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'trash' ? text.trashTitle : text.unpublishTitle}
        confirmLabel={asking === 'trash' ? text.trash : text.unpublish}
        busyLabel={messages.admin.saving}
        consequence={asking === 'trash' ? messages.contentHistory.trashHint : text.unpublishQuestion}
        failureMessage={messages.admin.saveFailed}
        onClose={() => setAsking(null)}
        onConfirm={() => confirmTakeDown(asking!, false)}
      >
        {asking === 'trash' && <p>{text.trashQuestion(saved.titulo)}</p>}
      </ConfirmDialog>
      <ConfirmDialog
        open={question !== null}
        title={text.menuConfirmTitle}
        confirmLabel={text.menuConfirm}
        busyLabel={messages.admin.saving}
        consequence={question?.action === 'trash' ? messages.contentHistory.trashHint : text.unpublishQuestion}
        failureMessage={messages.admin.saveFailed}
        onClose={() => setQuestion(null)}
        onConfirm={() => confirmTakeDown(question!.action, true)}
      >
        <p>{question?.message}</p>
      </ConfirmDialog>
    </div>
  )
}
