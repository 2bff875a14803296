import type { CallList } from '@site/contracts'
import { apiRequest } from '../../lib/api-client'

/** GET /chamada: the 2025 call list as columns and rows (the server reads and caches the spreadsheet). */
export function fetchCallList(signal?: AbortSignal): Promise<CallList> {
  return apiRequest<CallList>('/chamada', { signal })
}
