import type { BackupItem, BackupStatus, MonitoringState } from '@site/contracts'
import { apiRequest } from '../../lib/api-client'
import { followDownload } from '../../lib/download'

export const listBackups = (signal?: AbortSignal) => apiRequest<BackupItem[]>('/backups', { auth: true, signal })

export const fetchBackupStatus = (signal?: AbortSignal) => apiRequest<BackupStatus>('/backups/estado', { auth: true, signal })

export const startBackup = () => apiRequest<{ mensagem: string }>('/backups', { method: 'POST', auth: true })

/**
 * Has the browser download an archive as the server streams it, never held in the page (decision 42): a one-time
 * ticket, which the server hands over as a cookie, then a plain link the browser follows with that cookie.
 */
export async function downloadBackup(nome: string): Promise<void> {
  const archive = `/backups/${encodeURIComponent(nome)}`
  await apiRequest<void>(`${archive}/bilhete`, { method: 'POST', auth: true })
  followDownload(`${archive}/arquivo`, nome)
}

export const confirmPassphraseKept = () => apiRequest<void>('/backups/senha-guardada', { method: 'POST', auth: true })

export const fetchMonitoringState = (signal?: AbortSignal) => apiRequest<MonitoringState>('/monitoramento', { auth: true, signal })
