import { buildCsv, messages, type Registration } from '@site/contracts'
import { saveFile } from '../../lib/download'
import { formatDateTime } from '../../lib/format'

/**
 * The CSV text of the rows, as Brazilian Excel opens it: UTF-8 with BOM, ';' between fields, every field
 * quoted, CRLF line ends, header Protocolo;Nome;Email;Telefone;Evento;Como conheceu;Data de inscrição (dd/mm/aaaa
 * HH:MM, Brasília time).
 */
export function buildRegistrationsCsv(rows: readonly Registration[]): string {
  return buildCsv(
    messages.adminRegistrations.csvHeader,
    rows.map((row) =>
      [row.protocolo, row.nome, row.email, row.telefone, row.titulo, row.comoConheceu, formatDateTime(row.criadoEm)].map(
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
