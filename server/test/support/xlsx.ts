/**
 * XLSX files written byte by byte, for the import's tests and its memory bench: a ZIP writer that can lie in its
 * central directory, and the few parts a spreadsheet needs around one sheet. Real spreadsheets come from exceljs;
 * these are the hostile ones it cannot write.
 */
import { crc32, deflateRawSync } from 'node:zlib'

export interface ZipEntry {
  name: string
  content: string | Buffer
  /** The uncompressed size the archive claims (default: the true one). */
  declaredSize?: number
}

const u16 = (value: number) => {
  const bytes = Buffer.alloc(2)
  bytes.writeUInt16LE(value)
  return bytes
}
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32LE(value)
  return bytes
}

/** A ZIP archive of deflated entries (no ZIP64: each entry and the whole under 4 GB, at most 65,535 entries). */
export function zipBytes(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const content = Buffer.from(entry.content)
    const data = deflateRawSync(content, { level: 9 })
    const name = Buffer.from(entry.name, 'utf8')
    // Version 2.0, UTF-8 names, deflate, no date; CRC, then sizes.
    const common = [u16(20), u16(0x0800), u16(8), u16(0), u16(0), u32(crc32(content)), u32(data.length), u32(entry.declaredSize ?? content.length), u16(name.length), u16(0)]
    const local = Buffer.concat([u32(0x04034b50), ...common, name, data])
    centrals.push(Buffer.concat([u32(0x02014b50), u16(20), ...common, u16(0), u16(0), u16(0), u32(0), u32(offset), name]))
    locals.push(local)
    offset += local.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(entries.length), u16(entries.length), u32(directory.length), u32(offset), u16(0)])
  return Buffer.concat([...locals, directory, end])
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships'
const RELATION = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Column letters of a 1-based column number: 1 is A, 27 is AA. */
export function columnName(column: number): string {
  let name = ''
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) name = String.fromCharCode(65 + ((rest - 1) % 26)) + name
  return name
}

/** One row of inline-string cells (the text kept in the sheet itself, as some writers do). */
export const inlineRow = (row: number, cells: readonly string[]) =>
  `<row r="${row}">${cells
    .map((text, index) => `<c r="${columnName(index + 1)}${row}" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`)
    .join('')}</row>`

/** One row of cells that point into the shared-string table. */
export const sharedRow = (row: number, indexes: readonly number[]) =>
  `<row r="${row}">${indexes.map((index, column) => `<c r="${columnName(column + 1)}${row}" t="s"><v>${index}</v></c>`).join('')}</row>`

export const sheetXml = (rows: string, dimension?: string) =>
  `${XML}<worksheet xmlns="${MAIN}">${dimension ? `<dimension ref="${dimension}"/>` : ''}<sheetData>${rows}</sheetData></worksheet>`

/** A shared-string table of `count` strings, each `text(index)`; `declared` is the count it announces. */
export function sharedStringsXml(count: number, text: (index: number) => string, declared = count): string {
  const items: string[] = []
  for (let index = 0; index < count; index += 1) items.push(`<si><t>${escapeXml(text(index))}</t></si>`)
  return `${XML}<sst xmlns="${MAIN}" count="${declared}" uniqueCount="${declared}">${items.join('')}</sst>`
}

/** The parts of a workbook around one sheet (and a shared-string table when given). */
export function xlsxEntries(sheet: string | Buffer, sharedStrings?: string | Buffer): ZipEntry[] {
  const relation = (id: string, type: string, target: string) => `<Relationship Id="${id}" Type="${RELATION}/${type}" Target="${target}"/>`
  return [
    {
      name: '[Content_Types].xml',
      content: `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/></Types>`,
    },
    { name: '_rels/.rels', content: `${XML}<Relationships xmlns="${RELATIONSHIPS}">${relation('rId1', 'officeDocument', 'xl/workbook.xml')}</Relationships>` },
    {
      name: 'xl/workbook.xml',
      content: `${XML}<workbook xmlns="${MAIN}" xmlns:r="${RELATION}"><sheets><sheet name="Certificados" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: `${XML}<Relationships xmlns="${RELATIONSHIPS}">${relation('rId1', 'worksheet', 'worksheets/sheet1.xml')}${
        sharedStrings === undefined ? '' : relation('rId2', 'sharedStrings', 'sharedStrings.xml')
      }</Relationships>`,
    },
    { name: 'xl/worksheets/sheet1.xml', content: sheet },
    ...(sharedStrings === undefined ? [] : [{ name: 'xl/sharedStrings.xml', content: sharedStrings }]),
  ]
}

/** An XLSX file of one sheet: `rows` is the sheet's <sheetData> content. */
export const xlsxBytes = (rows: string, options: { dimension?: string; sharedStrings?: string } = {}) =>
  zipBytes(xlsxEntries(sheetXml(rows, options.dimension), options.sharedStrings))
