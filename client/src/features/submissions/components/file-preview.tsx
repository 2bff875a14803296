import { messages } from '@site/contracts'

/** A preview being fetched, shown from a blob: URL of the bytes fetched with the token, or failed. */
export type PreviewState = { state: 'loading' } | { state: 'ready'; url: string } | { state: 'failed' }

/**
 * A PDF or image shown inline. The blob keeps the type the server stored (checked by content on upload), so the
 * browser renders it as a PDF or an image, never as a page.
 */
export function FilePreview({ nome, tipo, preview }: { nome: string; tipo: string; preview: PreviewState }) {
  if (preview.state === 'failed') return <p role="alert">{messages.inbox.previewFailed}</p>
  if (preview.state === 'loading') return <p role="status">{messages.common.loading}</p>
  return (
    <div className="inbox-preview">
      {tipo === 'application/pdf' ? <iframe title={nome} src={preview.url} /> : <img src={preview.url} alt={nome} />}
    </div>
  )
}
