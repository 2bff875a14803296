import { useId, useState } from 'react'
import { certificateIssueBlock, certificateIssueSummary, messages, type Event } from '@site/contracts'
import { ConfirmDialog } from '../../../components/admin/confirm-dialog'
import { issueCertificates } from '../api'
import './issue-certificates-button.css'

const ops = messages.eventOperations
const text = messages.certificateIssue

export interface IssueCertificatesButtonProps {
  event: Event
  /** Attendees marked present who have no certificate yet: each gets one, and an e-mail. */
  toIssue: number
  onIssued: (message: string) => void
  onFailed: (error: unknown) => void
}

/**
 * "Emitir certificados": refused before the event's day (the button says why, as the server would), and asked
 * first, with how many certificates and e-mails go out, since a sent e-mail cannot be called back.
 */
export function IssueCertificatesButton({ event, toIssue, onIssued, onFailed }: IssueCertificatesButtonProps) {
  const [asking, setAsking] = useState(false)
  const [issuing, setIssuing] = useState(false)
  const reasonId = useId()
  const blocked = certificateIssueBlock(event.data)

  const send = async () => {
    const { mensagem } = await issueCertificates(event.id)
    setAsking(false)
    onIssued(mensagem)
  }

  // With no one to issue for, nothing goes out: the server says so (or what is missing) without a question.
  const sendUnasked = async () => {
    setIssuing(true)
    try {
      await send()
    } catch (error) {
      onFailed(error)
    } finally {
      setIssuing(false)
    }
  }

  return (
    <>
      <button
        type="button"
        className="btn"
        onClick={() => (toIssue > 0 ? setAsking(true) : void sendUnasked())}
        disabled={issuing || blocked !== null}
        aria-describedby={blocked ? reasonId : undefined}
      >
        {issuing ? ops.issuing : ops.issueCertificates}
      </button>
      {blocked && (
        <p id={reasonId} className="issue-certificates__reason">
          {blocked}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title={text.confirmTitle}
        confirmLabel={text.confirm}
        busyLabel={ops.issuing}
        consequence={certificateIssueSummary(toIssue)}
        failureMessage={messages.admin.saveFailed}
        onConfirm={send}
        onClose={() => setAsking(false)}
      >
        <p>{event.titulo}</p>
      </ConfirmDialog>
    </>
  )
}
