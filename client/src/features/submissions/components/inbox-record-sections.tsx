import { useId, useState, type FormEvent } from 'react'
import { messages, type InboxDetail, type SubmissionStatus } from '@site/contracts'
import { ConfirmDialog } from '../../../components/admin/confirm-dialog'
import { formatDateTime } from '../../../lib/format'
import { Deadline } from './deadline'

const text = messages.inbox

/** A change staff make on the record; resolves true when it was saved. */
export type RecordChange<A extends unknown[]> = (...args: A) => Promise<boolean>

export function StatusSection({ detail, onChange }: { detail: InboxDetail; onChange: RecordChange<[SubmissionStatus]> }) {
  const selectId = useId()
  const [next, setNext] = useState('')
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (next && (await onChange(next as SubmissionStatus))) setNext('')
  }
  return (
    <section aria-labelledby="inbox-status">
      <h2 id="inbox-status">{text.statusHeading}</h2>
      <p>
        <strong>{detail.status}</strong>
        {detail.decididoEm && ` (${formatDateTime(detail.decididoEm)})`}
      </p>
      {detail.prazo && (
        <p>
          {text.deadline}: <Deadline prazo={detail.prazo} atrasado={detail.atrasado} />
        </p>
      )}
      {detail.proximosStatus.length > 0 && (
        <form onSubmit={submit} className="inbox-filters">
          <div className="admin-field">
            <label htmlFor={selectId}>{text.changeStatus}</label>
            <select id={selectId} value={next} onChange={(event) => setNext(event.target.value)} required>
              <option value="" disabled>
                —
              </option>
              {detail.proximosStatus.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn">
            {text.changeStatus}
          </button>
        </form>
      )}
    </section>
  )
}

export function FieldsSection({ detail }: { detail: InboxDetail }) {
  return (
    <section aria-labelledby="inbox-fields">
      <h2 id="inbox-fields">{text.fieldsHeading}</h2>
      {detail.dadosExcluidosEm && <p>{text.erased}</p>}
      <dl className="inbox-detail__grid">
        <dt>{text.receivedAt}</dt>
        <dd>{formatDateTime(detail.criadoEm)}</dd>
        {detail.campos.map((campo) => (
          <div key={campo.rotulo}>
            <dt>{campo.rotulo}</dt>
            <dd>{campo.valor || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

export function NotesSection({ onAdd }: { onAdd: RecordChange<[string]> }) {
  const noteId = useId()
  const [texto, setTexto] = useState('')
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // A note the server refused stays in the field.
    if (await onAdd(texto)) setTexto('')
  }
  return (
    <section aria-labelledby="inbox-notes">
      <h2 id="inbox-notes">{text.notesHeading}</h2>
      <form onSubmit={submit} className="inbox-note admin-field">
        <label htmlFor={noteId}>{text.noteLabel}</label>
        <textarea id={noteId} value={texto} onChange={(event) => setTexto(event.target.value)} maxLength={4000} />
        <button type="submit" className="btn">
          {text.addNote}
        </button>
      </form>
    </section>
  )
}

export function HistorySection({ detail }: { detail: InboxDetail }) {
  return (
    <section aria-labelledby="inbox-history">
      <h2 id="inbox-history">{text.historyHeading}</h2>
      {detail.historico.length === 0 ? (
        <p>{text.noHistory}</p>
      ) : (
        <ol className="inbox-history">
          {detail.historico.map((entry) => (
            <li key={entry.id}>
              {formatDateTime(entry.em)} – {entry.autor}: {text.actions[entry.acao] ?? entry.acao}
              {entry.paraStatus && ` (${entry.deStatus} → ${entry.paraStatus})`}
              {entry.texto && <blockquote>{entry.texto}</blockquote>}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

export function EraseSection({ onErase }: { onErase: RecordChange<[]> }) {
  const [confirming, setConfirming] = useState(false)
  return (
    <section aria-labelledby="inbox-erase">
      <h2 id="inbox-erase" className="visually-hidden">
        {text.eraseButton}
      </h2>
      <button type="button" className="btn btn--danger" onClick={() => setConfirming(true)}>
        {text.eraseButton}
      </button>
      <ConfirmDialog
        open={confirming}
        title={text.eraseTitle}
        confirmLabel={text.eraseButton}
        failureMessage={messages.admin.deleteFailed}
        onConfirm={async () => {
          await onErase()
          setConfirming(false)
        }}
        onClose={() => setConfirming(false)}
      >
        <p>{text.eraseText}</p>
      </ConfirmDialog>
    </section>
  )
}
