import { MAX_IMPORT_LINES, messages } from '@site/contracts'
import { AppError, badRequest } from '../../../errors.ts'
import { parseCsv } from './csv.ts'

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

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  // Loaded on the first spreadsheet: exceljs is large, and most servers never import one.
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
  const sheet = workbook.worksheets[0]
  if (!sheet) return []
  if (sheet.rowCount > MAX_IMPORT_LINES + 1) throw badRequest(manage.importTooManyLines)
  const rows: string[][] = []
  for (let number = 1; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number)
    rows.push(Array.from({ length: row.cellCount }, (_, column) => row.getCell(column + 1).text ?? ''))
  }
  return rows
}

/**
 * The rows of a CSV or XLSX file (the first sheet), row 0 being the header; file line n is rows[n - 1]. Anything
 * else (a broken ZIP, a quote left open) is 400 with a message staff understand.
 */
export async function readSpreadsheet(bytes: Buffer): Promise<string[][]> {
  try {
    return isZip(bytes) ? await readXlsx(bytes) : parseCsv(decodeText(bytes))
  } catch (error) {
    throw error instanceof AppError ? error : badRequest(manage.importUnreadable)
  }
}
