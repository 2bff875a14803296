import { useCallback, useId, useState, type FormEvent } from 'react'
import { Link, useParams } from 'react-router-dom'
import { messages, type InboxDetail, type InboxFile, type SubmissionStatus } from '@site/contracts'
import { AdminPage } from '../../../components/admin/admin-page'
import { ConfirmDialog } from '../../../components/admin/confirm-dialog'
import { ErrorAlert, StatusMessage } from '../../../components/admin/feedback'
import { ApiRequestError } from '../../../lib/api-client'
import { formatDateTime } from '../../../lib/format'
import { saveFile } from '../../../lib/download'
import { useRemoteData } from '../../../lib/use-remote-data'
import { addInboxNote, changeInboxStatus, erasePersonalData, fetchInboxDetail, fetchInboxFile, type InboxKind } from '../inbox-api'
import { INBOX_VIEWS } from '../inbox-kinds'
import { FilePreview } from './file-preview'
import './inbox.css'

const text = messages.inbox
const failureOf = (error: unknown) => (error instanceof ApiRequestError ? error.message : messages.admin.saveFailed)

/** One application or request: every field, the files, the status, internal notes and the history. */
export function InboxDetailScreen({ kind }: { kind: InboxKind }) {
  const view = INBOX_VIEWS[kind]
  const id = Number(useParams().id)
  const remote = useRemoteData((signal) => fetchInboxDetail(kind, id, signal), `${kind}/${id}`)
  const [feedback, setFeedback] = useState({ ok: '', error: '' })

  const act = async (action: () => Promise<void>, done: string) => {
    setFeedback({ ok: '', error: '' })
    try {
      await action()
      setFeedback({ ok: done, error: '' })
      remote.reload()
    } catch (error) {
      setFeedback({ ok: '', error: failureOf(error) })
    }
  }

  const detail = remote.status === 'ready' ? remote.data : null
  return (
    <AdminPage title={detail?.protocolo ? `${view.title}: ${detail.protocolo}` : view.title}>
      <p>
        <Link to={view.path}>{text.back}</Link>
      </p>
      {remote.status === 'loading' && <p role="status">{messages.common.loading}</p>}
      {remote.status === 'error' && <p role="alert">{view.notFound}</p>}
      <StatusMessage message={feedback.ok} />
      <ErrorAlert message={feedback.error} />
      {detail && (
        <div className="inbox-detail">
          <StatusSection
            detail={detail}
            onChange={(status) => act(() => changeInboxStatus(kind, id, status), text.statusChanged)}
          />
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
          <FilesSection kind={kind} id={id} detail={detail} />
          <NotesSection erased={Boolean(detail.dadosExcluidosEm)} onAdd={(texto) => act(() => addInboxNote(kind, id, texto), text.noteAdded)} />
          <HistorySection detail={detail} />
          {!detail.dadosExcluidosEm && <EraseSection onErase={() => act(() => erasePersonalData(kind, id), text.erasedDone)} />}
        </div>
      )}
    </AdminPage>
  )
}

function StatusSection({ detail, onChange }: { detail: InboxDetail; onChange: (status: SubmissionStatus) => Promise<void> }) {
  const selectId = useId()
  const [next, setNext] = useState('')
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (next) await onChange(next as SubmissionStatus)
    setNext('')
  }
  return (
    <section aria-labelledby="inbox-status">
      <h2 id="inbox-status">{text.statusHeading}</h2>
      <p>
        <strong>{detail.status}</strong>
        {detail.decididoEm && ` (${formatDateTime(detail.decididoEm)})`}
      </p>
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

function FilesSection({ kind, id, detail }: { kind: InboxKind; id: number; detail: InboxDetail }) {
  const [open, setOpen] = useState<number | null>(null)
  const [error, setError] = useState('')
  const download = async (file: InboxFile) => {
    setError('')
    try {
      saveFile(await fetchInboxFile(kind, id, file.id, 'baixar'), file.nome)
    } catch (failure) {
      setError(failureOf(failure))
    }
  }
  const previewOf = useCallback((fileId: number) => () => fetchInboxFile(kind, id, fileId, 'visualizar'), [kind, id])
  return (
    <section aria-labelledby="inbox-files">
      <h2 id="inbox-files">{text.filesHeading}</h2>
      {detail.arquivosExcluidosEm && <p>{text.filesDeleted}</p>}
      {detail.arquivos.length === 0 && !detail.arquivosExcluidosEm && <p>{text.noFiles}</p>}
      <ErrorAlert message={error} />
      <ul className="inbox-files">
        {detail.arquivos.map((file) => (
          <li key={file.id}>
            <strong>{file.rotulo}</strong>: {file.nome}
            <div className="inbox-files__actions">
              <button
                type="button"
                className="btn btn--outline"
                aria-expanded={open === file.id}
                onClick={() => setOpen(open === file.id ? null : file.id)}
              >
                {open === file.id ? text.hidePreview : `${text.preview}: ${file.rotulo}`}
              </button>
              <button type="button" className="btn btn--outline" onClick={() => download(file)}>
                {`${text.download}: ${file.rotulo}`}
              </button>
            </div>
            {open === file.id && <FilePreview nome={file.nome} tipo={file.tipo} load={previewOf(file.id)} />}
          </li>
        ))}
      </ul>
    </section>
  )
}

function NotesSection({ erased, onAdd }: { erased: boolean; onAdd: (texto: string) => Promise<void> }) {
  const noteId = useId()
  const [texto, setTexto] = useState('')
  if (erased) return null
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    await onAdd(texto)
    setTexto('')
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

function HistorySection({ detail }: { detail: InboxDetail }) {
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

function EraseSection({ onErase }: { onErase: () => Promise<void> }) {
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
