import type { MediaItem } from '@site/contracts'
import { apiRequest, apiUpload } from './api-client'

// The media library's calls: the Mídia screen and the image picker of every editor use them.

const item = (id: number) => `/api/midia/${id}`

export const listMedia = (signal?: AbortSignal) => apiRequest<MediaItem[]>('/api/midia', { auth: true, signal })

/** Sends one image (field `arquivo`), reporting the upload's progress from 0 to 1. */
export function uploadMedia(file: File, onProgress?: (fraction: number) => void): Promise<MediaItem> {
  const form = new FormData()
  form.append('arquivo', file)
  return apiUpload<MediaItem>('/api/midia', form, onProgress, { auth: true })
}

export const saveMediaAlt = (id: number, alt: string) =>
  apiRequest<MediaItem>(item(id), { method: 'PUT', body: { alt }, auth: true })

export const deleteMedia = (id: number) => apiRequest<void>(item(id), { method: 'DELETE', auth: true })
