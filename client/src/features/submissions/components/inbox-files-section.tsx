import { useEffect, useState } from 'react'
import { messages, type InboxDetail, type InboxFile } from '@site/contracts'
import { ErrorAlert, failureText } from '../../../components/admin/feedback'
import { saveFile } from '../../../lib/download'
import { fetchInboxFile, type InboxKind } from '../inbox-api'
import { FilePreview, type PreviewState } from './file-preview'

const text = messages.inbox

type OpenPreview = PreviewState & { fileId: number }

/**
 * The preview of one file at a time. Its bytes are fetched by the click on "Visualizar" itself, never by an effect,
 * so one click is one request and one "visualizou arquivo" in the audit, however often the screen draws again.
 */
function usePreview(kind: InboxKind, id: number) {
  const [open, setOpen] = useState<OpenPreview | null>(null)
  const url = open?.state === 'ready' ? open.url : null
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url])

  const toggle = (file: InboxFile) => {
    if (open?.fileId === file.id) return setOpen(null)
    setOpen({ fileId: file.id, state: 'loading' })
    // An answer for a preview closed or replaced meanwhile is dropped.
    const settle = (next: PreviewState) =>
      setOpen((current) => (current?.fileId === file.id && current.state === 'loading' ? { fileId: file.id, ...next } : current))
    fetchInboxFile(kind, id, file.id, 'visualizar').then(
      (blob) => settle({ state: 'ready', url: URL.createObjectURL(new Blob([blob], { type: file.tipo })) }),
      (error: unknown) => {
        console.error(error)
        settle({ state: 'failed' })
      },
    )
  }
  return { open, toggle }
}

export function FilesSection({ kind, id, detail }: { kind: InboxKind; id: number; detail: InboxDetail }) {
  const { open, toggle } = usePreview(kind, id)
  const [error, setError] = useState('')
  const download = async (file: InboxFile) => {
    setError('')
    try {
      saveFile(await fetchInboxFile(kind, id, file.id, 'baixar'), file.nome)
    } catch (failure) {
      setError(failureText(failure, messages.admin.saveFailed))
    }
  }
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
              <button type="button" className="btn btn--outline" aria-expanded={open?.fileId === file.id} onClick={() => toggle(file)}>
                {open?.fileId === file.id ? text.hidePreview : `${text.preview}: ${file.rotulo}`}
              </button>
              <button type="button" className="btn btn--outline" onClick={() => void download(file)}>
                {`${text.download}: ${file.rotulo}`}
              </button>
            </div>
            {open?.fileId === file.id && <FilePreview nome={file.nome} tipo={file.tipo} preview={open} />}
          </li>
        ))}
      </ul>
    </section>
  )
}
