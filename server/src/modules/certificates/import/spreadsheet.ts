import { messages } from '@site/contracts'
import { AppError, badRequest } from '../../../errors.ts'
import { parseCsv } from './csv.ts'
import { MAX_COLUMNS } from './limits.ts'
import type { Deadline } from './work-gate.ts'
import { hasText, xlsxRows, type SheetRow } from './xlsx.ts'

export type { SheetRow } from './xlsx.ts'

const manage = messages.certificateManagement

/** An XLSX file is a ZIP archive: it starts with "PK\x03\x04". */
const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32BE(0) === 0x504b0304

/** UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), else Windows-1252, as older Excel saves CSV. */
function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

/** The CSV's lines that hold some text; the file's size already bounds its text, as for a sheet. */
function* csvRows(text: string): Generator<SheetRow> {
  for (const [index, cells] of parseCsv(text).entries()) {
    if (cells.length > MAX_COLUMNS) throw badRequest(manage.importTooManyColumns)
    if (hasText(cells)) yield { number: index + 1, cells }
  }
}

/**
 * The rows of a CSV or XLSX file (the first sheet) that hold some text, in order, each with its line number in the
 * file (the header is line 1). An XLSX file is read as it unpacks and refused at the first bound it passes (see
 * limits.ts); anything unreadable (a broken ZIP, a quote left open) is 400 with a message staff understand.
 */
export async function* readSpreadsheet(bytes: Buffer, deadline: Deadline): AsyncGenerator<SheetRow> {
  try {
    yield* isZip(bytes) ? xlsxRows(bytes, deadline) : csvRows(decodeText(bytes))
  } catch (error) {
    throw error instanceof AppError ? error : badRequest(manage.importUnreadable)
  }
}
