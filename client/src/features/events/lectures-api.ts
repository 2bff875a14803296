import type { Lecture } from '@site/contracts'
import { apiRequest } from '../../lib/api-client'

/** GET /palestras: the lecture cycle's events from today on, by date ascending. */
export function fetchLectures(signal?: AbortSignal): Promise<Lecture[]> {
  return apiRequest<Lecture[]>('/palestras', { signal })
}
