import { useState } from 'react'
import { messages, type MediaItem } from '@site/contracts'
import { AdminPage } from '../../../components/admin/admin-page'
import { ConfirmDialog } from '../../../components/admin/confirm-dialog'
import { StatusMessage } from '../../../components/admin/feedback'
import { RemoteListContent } from '../../../components/admin/remote-list-content'
import { AltTextForm } from '../../../components/media/alt-text-form'
import { MediaUploader } from '../../../components/media/media-uploader'
import { formatFileSize } from '../../../components/form/file-rules'
import { ResponsivePicture } from '../../../components/ui/picture'
import { deleteMedia, listMedia } from '../../../lib/media-library'
import { dataOr, useRemoteData } from '../../../lib/use-remote-data'

const text = messages.media

/** /admin/midia: the media library. Upload by drag and drop, describe each image, delete the unused ones. */
export default function MediaScreen() {
  const { reload, ...library } = useRemoteData(listMedia)
  const items = dataOr(library, [])
  const [deleting, setDeleting] = useState<MediaItem | null>(null)
  const [notice, setNotice] = useState('')

  return (
    <AdminPage title={text.title} description={text.intro}>
      <p>{text.intro}</p>
      <MediaUploader
        onUploaded={() => {
          setNotice(text.uploaded)
          reload()
        }}
      />
      <StatusMessage message={notice} />
      <RemoteListContent status={library.status} loadingText={text.loading} onRetry={reload}>
        {items.length === 0 && <p>{text.empty}</p>}
        <ul role="list" className="media-grid">
          {items.map((item) => (
            <li key={item.id} className="media-card">
              <ResponsivePicture picture={{ ...item, alt: '' }} sizes="14rem" />
              <p className="media-card__name">
                {item.nome} · {messages.media.dimensions(item.largura, item.altura)} · {formatFileSize(item.tamanho)}
              </p>
              {!item.alt && <span className="badge">{text.altMissing}</span>}
              <AltTextForm item={item} onSaved={reload} />
              <button type="button" className="btn btn--danger" onClick={() => setDeleting(item)}>
                {messages.admin.delete}
                <span className="visually-hidden"> {item.nome}</span>
              </button>
            </li>
          ))}
        </ul>
      </RemoteListContent>
      <ConfirmDialog
        open={deleting !== null}
        failureMessage={messages.admin.deleteFailed}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return
          await deleteMedia(deleting.id)
          setDeleting(null)
          setNotice(text.deleted)
          reload()
        }}
      >
        <p>{text.confirmDelete}</p>
      </ConfirmDialog>
    </AdminPage>
  )
}
