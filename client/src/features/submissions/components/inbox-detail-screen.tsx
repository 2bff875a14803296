import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { messages, type SubmissionStatus } from '@site/contracts'
import { AdminPage } from '../../../components/admin/admin-page'
import { ErrorAlert, failureText, StatusMessage } from '../../../components/admin/feedback'
import { useRemoteData } from '../../../lib/use-remote-data'
import { addInboxNote, changeInboxStatus, erasePersonalData, fetchInboxDetail, replyToRequester, type InboxKind } from '../inbox-api'
import { INBOX_VIEWS } from '../inbox-kinds'
import { FilesSection } from './inbox-files-section'
import { EraseSection, FieldsSection, HistorySection, NotesSection, StatusSection } from './inbox-record-sections'
import { ReplySection } from './reply-section'
import './inbox.css'

const text = messages.inbox

/**
 * The record and what staff do to it. Each change is followed by a reload of the record, also when it failed (a
 * colleague may have changed it first): status, history and files on screen are the server's after every change.
 */
function useRecord(kind: InboxKind, id: number) {
  const remote = useRemoteData((signal) => fetchInboxDetail(kind, id, signal), `${kind}/${id}`)
  const [feedback, setFeedback] = useState({ ok: '', error: '' })
  const change = async (action: () => Promise<void>, done: string) => {
    setFeedback({ ok: '', error: '' })
    try {
      await action()
      setFeedback({ ok: done, error: '' })
      return true
    } catch (error) {
      setFeedback({ ok: '', error: failureText(error, messages.admin.saveFailed) })
      return false
    } finally {
      remote.reload()
    }
  }
  const detail = remote.status === 'ready' ? remote.data : null
  const actions = {
    setStatus: (status: SubmissionStatus) =>
      change(() => changeInboxStatus(kind, id, status, detail!.status as SubmissionStatus), text.statusChanged),
    addNote: (texto: string) => change(() => addInboxNote(kind, id, texto), text.noteAdded),
    reply: (mensagem: string, anexo: File | null) => change(() => replyToRequester(kind, id, mensagem, anexo), text.replySent),
    erase: () => change(() => erasePersonalData(kind, id), text.erasedDone),
  }
  return { remote, detail, feedback, actions }
}

/** One application or request: every field, the files, the status and deadline, the reply, notes and the history. */
export function InboxDetailScreen({ kind }: { kind: InboxKind }) {
  const view = INBOX_VIEWS[kind]
  const id = Number(useParams().id)
  const { remote, detail, feedback, actions } = useRecord(kind, id)
  const open = detail !== null && !detail.dadosExcluidosEm
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
          <StatusSection detail={detail} onChange={actions.setStatus} />
          <FieldsSection detail={detail} />
          <FilesSection kind={kind} id={id} detail={detail} />
          {open && <ReplySection onSend={actions.reply} />}
          {open && <NotesSection onAdd={actions.addNote} />}
          <HistorySection detail={detail} />
          {open && <EraseSection onErase={actions.erase} />}
        </div>
      )}
    </AdminPage>
  )
}
