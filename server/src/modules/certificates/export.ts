import { buildCsv, isoDateInSiteZone, messages, siteDateText, type Certificate } from '@site/contracts'
import type { Queries } from '../../db/queries/index.ts'
import { searchAllCertificates, type CertificateListQuery } from './service.ts'

const manage = messages.certificateManagement

const csvRow = (certificate: Certificate) => [
  certificate.codigo,
  certificate.nome,
  certificate.curso,
  String(certificate.horas),
  certificate.status,
  certificate.revogadoEm ? siteDateText(new Date(certificate.revogadoEm)) : '',
  siteDateText(new Date(certificate.criadoEm)),
  certificate.link,
]

/** Every certificate the search finds, in the list's order, as CSV; the file is named after today in Brasília. */
export async function exportCertificates(queries: Queries, query: CertificateListQuery, origin: string) {
  const rows = (await searchAllCertificates(queries, query, origin)).map(csvRow)
  return { fileName: `${manage.csvFilePrefix}${isoDateInSiteZone()}.csv`, csv: buildCsv(manage.csvHeader, rows) }
}
