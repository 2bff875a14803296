import type { PagePhoto, PhotoPageId } from '@site/contracts'
import { apiRequest } from '../../lib/api-client'

const page = (id: PhotoPageId) => `/fotos-paginas/${id}`

/** What the server has now, for the admin screen (the public pages read it through lib/page-photos). */
export const listPagePhotos = (signal: AbortSignal) => apiRequest<PagePhoto[]>('/fotos-paginas', { signal })

export const setPagePhoto = (id: PhotoPageId, imagemId: number) =>
  apiRequest<PagePhoto>(page(id), { method: 'PUT', body: { imagemId }, auth: true })

export const removePagePhoto = (id: PhotoPageId) => apiRequest<void>(page(id), { method: 'DELETE', auth: true })
