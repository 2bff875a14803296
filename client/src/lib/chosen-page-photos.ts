import { useEffect, useState } from 'react'
import type { PagePhoto, PhotoPageId, Picture } from '@site/contracts'
import { apiRequest } from './api-client'
import type { RemoteData } from './use-remote-data'

type PagePhotos = ReadonlyMap<PhotoPageId, Picture>

let loaded: PagePhotos | undefined
let pending: Promise<PagePhotos> | undefined

/** The photos staff chose in "Fotos das páginas", fetched once per page load and shared by every page and card. */
function loadPagePhotos(): Promise<PagePhotos> {
  pending ??= apiRequest<PagePhoto[]>('/fotos-paginas').then(
    (photos) => (loaded = new Map(photos.map((photo) => [photo.pagina, photo.foto]))),
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

/** The chosen photos by page; 'error' when they could not be read (the pages then show their own pictures). */
export function usePagePhotos(): RemoteData<PagePhotos> {
  const [state, setState] = useState<RemoteData<PagePhotos>>(() => (loaded ? { status: 'ready', data: loaded } : { status: 'loading' }))
  useEffect(() => {
    let mounted = true
    loadPagePhotos().then(
      (data) => mounted && setState({ status: 'ready', data }),
      (error: unknown) => {
        console.error(error)
        if (mounted) setState({ status: 'error' })
      },
    )
    return () => {
      mounted = false
    }
  }, [])
  return state
}
