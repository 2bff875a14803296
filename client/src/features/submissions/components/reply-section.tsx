import { useId, useRef, useState, type FormEvent } from 'react'
import { messages } from '@site/contracts'

const text = messages.inbox

/** "Responder ao requerente": a text and an optional file (the issued document), sent by e-mail from the record. */
export function ReplySection({ onSend }: { onSend: (mensagem: string, anexo: File | null) => Promise<boolean> }) {
  const messageId = useId()
  const fileId = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  const [mensagem, setMensagem] = useState('')
  const [sending, setSending] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSending(true)
    const sent = await onSend(mensagem, fileInput.current?.files?.[0] ?? null)
    setSending(false)
    if (!sent) return
    setMensagem('')
    if (fileInput.current) fileInput.current.value = ''
  }
  return (
    <section aria-labelledby="inbox-reply">
      <h2 id="inbox-reply">{text.replyHeading}</h2>
      <form onSubmit={submit} className="inbox-note">
        <div className="admin-field">
          <label htmlFor={messageId}>{text.replyLabel}</label>
          <textarea id={messageId} value={mensagem} onChange={(event) => setMensagem(event.target.value)} maxLength={4000} required />
        </div>
        <div className="admin-field">
          <label htmlFor={fileId}>{text.replyAttachment}</label>
          <input ref={fileInput} id={fileId} type="file" accept="application/pdf,image/jpeg,image/png" />
        </div>
        <button type="submit" className="btn" disabled={sending}>
          {text.replySend}
        </button>
      </form>
    </section>
  )
}
