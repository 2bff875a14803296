import { useEffect, useState } from 'react'
import { messages } from '@site/contracts'

type FilePreviewProps = {
  nome: string
  tipo: string
  /** Fetches the bytes with the staff token (never a token in a URL). */
  load: () => Promise<Blob>
}

/**
 * A PDF or image shown inline from a blob: URL of bytes fetched with the token. The blob keeps the type the
 * server stored (checked by content on upload), so the browser renders it as a PDF or an image, never as a page.
 */
export function FilePreview({ nome, tipo, load }: FilePreviewProps) {
  const [url, setUrl] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let objectUrl: string | null = null
    let live = true
    load().then(
      (blob) => {
        if (!live) return
        objectUrl = URL.createObjectURL(new Blob([blob], { type: tipo }))
        setUrl(objectUrl)
      },
      (error: unknown) => {
        console.error(error)
        if (live) setFailed(true)
      },
    )
    return () => {
      live = false
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [load, tipo])

  if (failed) return <p role="alert">{messages.inbox.previewFailed}</p>
  if (!url) return <p role="status">{messages.common.loading}</p>
  return (
    <div className="inbox-preview">
      {tipo === 'application/pdf' ? <iframe title={nome} src={url} /> : <img src={url} alt={nome} />}
    </div>
  )
}
