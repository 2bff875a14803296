import type { BackupItem, BackupStatus, MonitoringState } from '@site/contracts'
import { apiBlob, apiRequest } from '../../lib/api-client'

export const listBackups = (signal?: AbortSignal) => apiRequest<BackupItem[]>('/backups', { auth: true, signal })

export const fetchBackupStatus = (signal?: AbortSignal) => apiRequest<BackupStatus>('/backups/estado', { auth: true, signal })

export const startBackup = () => apiRequest<{ mensagem: string }>('/backups', { method: 'POST', auth: true })

export const downloadBackup = (nome: string) => apiBlob(`/backups/${encodeURIComponent(nome)}`)

export const confirmPassphraseKept = () => apiRequest<void>('/backups/senha-guardada', { method: 'POST', auth: true })

export const fetchMonitoringState = (signal?: AbortSignal) => apiRequest<MonitoringState>('/monitoramento', { auth: true, signal })
