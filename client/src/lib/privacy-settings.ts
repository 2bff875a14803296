import type { PrivacySettings } from '@site/contracts'
import { apiRequest } from './api-client'

/** GET /configuracoes/privacidade: the retention the server is configured with, for the privacy notice. */
export function fetchPrivacySettings(signal?: AbortSignal): Promise<PrivacySettings> {
  return apiRequest<PrivacySettings>('/configuracoes/privacidade', { signal })
}
