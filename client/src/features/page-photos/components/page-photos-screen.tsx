import { useState } from 'react'
import { Link } from 'react-router-dom'
import { messages, PHOTO_PAGE_IDS, PHOTO_PAGES, type PhotoPageId } from '@site/contracts'
import { AdminPage } from '../../../components/admin/admin-page'
import { ErrorAlert, StatusMessage } from '../../../components/admin/feedback'
import { RemoteListContent } from '../../../components/admin/remote-list-content'
import { MediaPicker, type PickedImage } from '../../../components/media/media-picker'
import { StandardPagePhoto } from '../../../components/page/standard-page-photo'
import { ApiRequestError } from '../../../lib/api-client'
import { forgetPagePhotos } from '../../../lib/chosen-page-photos'
import { dataOr, useRemoteData } from '../../../lib/use-remote-data'
import { listPagePhotos, removePagePhoto, setPagePhoto } from '../api'
import './page-photos-screen.css'

const text = messages.pagePhotos
const LABELS = { choose: text.change, change: text.change, remove: text.remove }

/**
 * /admin/fotos-paginas: each program and project page with its main photo, changed or removed with the media
 * library's picker; the change is saved at once.
 */
export default function PagePhotosScreen() {
  const { reload, ...remote } = useRemoteData(listPagePhotos)
  const chosen = new Map(dataOr(remote, []).map((photo) => [photo.pagina, photo]))
  const [notice, setNotice] = useState('')
  const [failure, setFailure] = useState('')

  const change = async (page: PhotoPageId, image: PickedImage | null) => {
    setNotice('')
    setFailure('')
    try {
      if (image) await setPagePhoto(page, image.id)
      else await removePagePhoto(page)
      forgetPagePhotos()
      setNotice(image ? text.saved : text.removed)
      reload()
    } catch (error) {
      setFailure(error instanceof ApiRequestError ? error.message : messages.admin.saveFailed)
    }
  }

  return (
    <AdminPage title={text.title} description={text.intro}>
      <p>{text.intro}</p>
      <StatusMessage message={notice} />
      <ErrorAlert message={failure} />
      <RemoteListContent status={remote.status} loadingText={text.loading} onRetry={reload}>
        <ul role="list" className="page-photos">
          {PHOTO_PAGE_IDS.map((page) => {
            const photo = chosen.get(page)
            const { titulo, caminho } = PHOTO_PAGES[page]
            return (
              <li key={page} className="page-photos__item">
                <MediaPicker
                  label={titulo}
                  value={photo ? { id: photo.imagemId, picture: photo.foto } : null}
                  onChange={(image) => void change(page, image)}
                  empty={<StandardPagePhoto page={page} className="page-photos__standard" />}
                  labels={LABELS}
                />
                <Link to={caminho} className="page-photos__open">
                  {text.open}
                  <span className="visually-hidden">: {titulo}</span>
                </Link>
              </li>
            )
          })}
        </ul>
      </RemoteListContent>
    </AdminPage>
  )
}
