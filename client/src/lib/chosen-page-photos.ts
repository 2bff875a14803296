import { use, useEffect, useState } from 'react'
import type { PagePhoto, PhotoPageId, Picture } from '@site/contracts'
import { apiRequest } from './api-client'
import { sentPageData, serverPageData } from './render-scope'
import type { RemoteData } from './use-remote-data'

type PagePhotos = ReadonlyMap<PhotoPageId, Picture>

const PHOTOS_KEY = 'fotos-paginas'

let loaded: PagePhotos | undefined
let pending: Promise<PagePhotos> | undefined

const fetchPagePhotos = (signal?: AbortSignal) => apiRequest<PagePhoto[]>('/fotos-paginas', { signal })
const byPage = (photos: PagePhoto[]): PagePhotos => new Map(photos.map((photo) => [photo.pagina, photo.foto]))

/** The photos already here: loaded, or sent by the server with the page. */
function knownPagePhotos(): PagePhotos | undefined {
  const sent = sentPageData()[PHOTOS_KEY]
  if (!loaded && sent?.status === 'ready') loaded = byPage(sent.data as PagePhoto[])
  return loaded
}

/** The photos staff chose in "Fotos das páginas", fetched once per page load and shared by every page and card. */
function loadPagePhotos(): Promise<PagePhotos> {
  pending ??= fetchPagePhotos().then(
    (photos) => (loaded = byPage(photos)),
    (error: unknown) => {
      pending = undefined
      throw error
    },
  )
  return pending
}

/** After staff change a photo: the next page shown asks the server again. */
export function forgetPagePhotos(): void {
  loaded = undefined
  pending = undefined
}

const ready = (data: PagePhotos): RemoteData<PagePhotos> => ({ status: 'ready', data })

/** The chosen photos by page; 'error' when they could not be read (the pages then show their own pictures). */
export function usePagePhotos(): RemoteData<PagePhotos> {
  const server = serverPageData()
  const [state, setState] = useState<RemoteData<PagePhotos>>(() => {
    const known = knownPagePhotos()
    return known ? ready(known) : { status: 'loading' }
  })
  // Asked once, when the page shows without them; a failure is not asked again.
  const known = state.status === 'ready'
  useEffect(() => {
    if (known) return
    let mounted = true
    loadPagePhotos().then(
      (data) => mounted && setState(ready(data)),
      (error: unknown) => {
        console.error(error)
        if (mounted) setState({ status: 'error' })
      },
    )
    return () => {
      mounted = false
    }
  }, [known])
  if (server) {
    // Read afresh for each server render: the module's copy would outlive staff's changes.
    const sent = use(server.read(PHOTOS_KEY, fetchPagePhotos))
    return sent.status === 'ready' ? ready(byPage(sent.data)) : sent.status === 'error' ? { status: 'error' } : sent
  }
  return state
}
