import type { AuditPage } from '@site/contracts'
import { apiBlob, apiRequest } from '../../lib/api-client'

export const listAudit = (pagina: number, signal?: AbortSignal) =>
  apiRequest<AuditPage>(`/auditoria?pagina=${pagina}`, { auth: true, signal })

export const fetchAuditCsv = () => apiBlob('/auditoria.csv')
