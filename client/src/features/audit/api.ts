import type { AuditPage } from '@site/contracts'
import { apiBlob, apiRequest } from '../../lib/api-client'

/** The filters as the address and the server name them; '' is no filter. */
export type AuditFilterValues = { usuario: string; acao: string; de: string; ate: string }
export const NO_AUDIT_FILTERS: AuditFilterValues = { usuario: '', acao: '', de: '', ate: '' }

/** The filters that are set, as the server reads them. */
const setFilters = (filters: AuditFilterValues) => Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''))

export const listAudit = (pagina: number, filters: AuditFilterValues, signal?: AbortSignal) =>
  apiRequest<AuditPage>(`/auditoria?${new URLSearchParams({ pagina: String(pagina), ...setFilters(filters) })}`, { auth: true, signal })

/** The CSV of the entries the filters keep. */
export const fetchAuditCsv = (filters: AuditFilterValues) => {
  const query = new URLSearchParams(setFilters(filters)).toString()
  return apiBlob(query ? `/auditoria.csv?${query}` : '/auditoria.csv')
}
