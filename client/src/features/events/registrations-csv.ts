import { buildCsv, messages, SITE_TIME_ZONE, type Registration } from '@site/contracts'
import { saveFile } from '../../lib/download'

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: SITE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** '2025-03-04T13:05:00.000Z' -> '04/03/2025 10:05' (Brasília time); anything unreadable is kept as is. */
export function formatRegistrationDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return dateFormat.format(date).replace(',', '')
}

/**
 * The CSV text of the rows, as Brazilian Excel opens it: UTF-8 with BOM, ';' between fields, every field
 * quoted, CRLF line ends, header Protocolo;Nome;Email;Telefone;Evento;Como conheceu;Data de inscrição.
 */
export function buildRegistrationsCsv(rows: readonly Registration[]): string {
  return buildCsv(
    messages.adminRegistrations.csvHeader,
    rows.map((row) =>
      [row.protocolo, row.nome, row.email, row.telefone, row.titulo, row.comoConheceu, formatRegistrationDate(row.criadoEm)].map(
        (value) => value ?? '',
      ),
    ),
  )
}

/** inscricoes-YYYY-MM-DD.csv, with the local date of the export. */
export function csvFileName(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${messages.adminRegistrations.csvFilePrefix}${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`
}

/** Hands the CSV to the browser as a download. */
export function downloadCsv(content: string, fileName: string): void {
  saveFile(new Blob([content], { type: 'text/csv;charset=utf-8' }), fileName)
}
