import { messages } from '@site/contracts'
import { posix } from 'node:path'
import type { Readable } from 'node:stream'
import { badRequest, payloadTooLarge } from '../../../errors.ts'
import { openArchive, type Archive } from './archive.ts'
import { MAX_CELL_CHARACTERS, MAX_CELLS, MAX_COLUMNS, MAX_ROWS, MAX_TEXT_CHARACTERS } from './limits.ts'
import type { Deadline } from './work-gate.ts'
import { localName, readXml, textChunks, xmlParser } from './xml.ts'

const manage = messages.certificateManagement
const tooLarge = () => payloadTooLarge(manage.importSheetTooLarge)

/** One row of a sheet or line of a CSV that holds some text: its number in the file, and its cells as text. */
export interface SheetRow {
  number: number
  cells: string[]
}

export const hasText = (cells: readonly (string | undefined)[]): boolean => cells.some((cell) => cell !== undefined && cell.trim() !== '')

/** A part that must be there: its absence makes the file unreadable. */
const present = (stream: Readable | undefined): Readable => {
  if (!stream) throw new Error('a part of the workbook is missing')
  return stream
}

/** A 1-based column number from its letters: A is 1, AA is 27. */
const columnNumber = (letters: string) => [...letters.toUpperCase()].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0)

/** "B12" as column 2, row 12; undefined when it is no cell reference. */
function cellPosition(reference: string): { column: number; row: number } | undefined {
  const match = /^\$?([A-Za-z]{1,3})\$?(\d{1,7})$/.exec(reference.trim())
  return match ? { column: columnNumber(match[1]!), row: Number(match[2]) } : undefined
}

/** Past the lines or the columns allowed: the same answers for the sheet's declared size and for a cell's place. */
function checkPosition(column: number, row: number): void {
  if (row > MAX_ROWS) throw badRequest(manage.importTooManyLines)
  if (column > MAX_COLUMNS) throw badRequest(manage.importTooManyColumns)
}

/** Characters Excel writes as _xHHHH_ (a line break as _x000D_); _x005F_ is the underscore that keeps one literal. */
const unescapeText = (text: string) => text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

/** A number as Excel's cell shows it in general format: "20" for 20.0, "150" for 1.5E+2. */
const numberText = (value: string) => {
  const number = Number(value)
  return value.trim() !== '' && Number.isFinite(number) ? String(number) : value
}

/**
 * The text of a shared string or a cell: its <t> runs (its phonetic guides left out) or its <v> value, no longer
 * than Excel allows one cell to be.
 */
class CellText {
  private text = ''
  private reading = false
  private phonetic = 0

  start(): void {
    this.text = ''
    this.reading = false
    this.phonetic = 0
  }

  open(name: string): void {
    if (name === 'rPh') this.phonetic += 1
    else if ((name === 't' || name === 'v') && this.phonetic === 0) this.reading = true
  }

  add(text: string): void {
    if (!this.reading) return
    this.text += text
    if (this.text.length > MAX_CELL_CHARACTERS) throw badRequest(manage.importCellTooLong)
  }

  close(name: string): void {
    if (name === 'rPh') this.phonetic -= 1
    else if (name === 't' || name === 'v') this.reading = false
  }

  get value(): string {
    return this.text
  }
}

interface Relationship {
  id: string
  type: string
  /** The part it points to, from the archive's root. */
  target: string
}

const ofType = (type: string) => (relationship: Relationship) => relationship.type.endsWith(`/${type}`)

/** The relationships of `part` ('' for the package itself): which parts it uses, and where they are. */
async function relationshipsOf(archive: Archive, part: string, deadline: Deadline): Promise<Relationship[]> {
  const folder = posix.dirname(part)
  const stream = await archive.open(posix.join(folder, '_rels', `${posix.basename(part)}.rels`))
  if (!stream) return []
  const found: Relationship[] = []
  const open = (name: string, attributes: Record<string, string>) => {
    if (name !== 'Relationship' || attributes.TargetMode === 'External') return
    const target = attributes.Target ?? ''
    found.push({
      id: attributes.Id ?? '',
      type: attributes.Type ?? '',
      target: target.startsWith('/') ? target.slice(1) : posix.join(folder, target),
    })
  }
  await readXml(stream, { open }, deadline)
  return found
}

/** The relationship id of the workbook's first sheet, the one Excel opens on the left. */
async function firstSheetId(archive: Archive, workbook: string, deadline: Deadline): Promise<string | undefined> {
  let id: string | undefined
  const open = (name: string, attributes: Record<string, string>) => {
    if (name !== 'sheet' || id !== undefined) return
    id = Object.entries(attributes).find(([key]) => key.includes(':') && localName(key) === 'id')?.[1]
  }
  await readXml(present(await archive.open(workbook)), { open }, deadline)
  return id
}

/** The workbook's shared-string table, refused past the cells or the text a sheet may hold. */
async function sharedStrings(stream: Readable, deadline: Deadline): Promise<string[]> {
  const strings: string[] = []
  const text = new CellText()
  let characters = 0
  await readXml(
    stream,
    {
      open(name, attributes) {
        if (name === 'sst' && Number(attributes.uniqueCount ?? 0) > MAX_CELLS) throw tooLarge()
        if (name === 'si') {
          if (strings.length === MAX_CELLS) throw tooLarge()
          text.start()
        } else text.open(name)
      },
      text: (value) => text.add(value),
      close(name) {
        if (name === 'si') {
          characters += text.value.length
          if (characters > MAX_TEXT_CHARACTERS) throw tooLarge()
          strings.push(unescapeText(text.value))
        } else text.close(name)
      },
    },
    deadline,
  )
  return strings
}

/**
 * Reads a sheet's XML into rows as it arrives, refusing it at the first bound passed: the size it declares, a cell
 * past the lines or the columns allowed, too many cells, too much text.
 */
class SheetReader {
  /** Rows completed since they were last taken. */
  readonly completed: SheetRow[] = []
  private rowNumber = 0
  private row: (string | undefined)[] = []
  private nextColumn = 1
  private cell: { column: number; type: string } | undefined
  private readonly text = new CellText()
  private cells = 0
  private characters = 0

  constructor(private readonly shared: readonly string[]) {}

  open(name: string, attributes: Record<string, string>): void {
    if (name === 'dimension') this.checkDimension(attributes.ref ?? '')
    else if (name === 'row') this.startRow(attributes.r)
    else if (name === 'c') this.startCell(attributes.r, attributes.t ?? 'n')
    else if (this.cell) this.text.open(name)
  }

  close(name: string): void {
    if (name === 'row' && hasText(this.row)) this.completed.push({ number: this.rowNumber, cells: Array.from(this.row, (cell) => cell ?? '') })
    else if (name === 'c') this.endCell()
    else if (this.cell) this.text.close(name)
  }

  add(text: string): void {
    if (this.cell) this.text.add(text)
  }

  private checkDimension(reference: string) {
    const last = cellPosition(reference.split(':').pop() ?? '')
    if (last) checkPosition(last.column, last.row)
  }

  private startRow(number: string | undefined) {
    this.rowNumber = number === undefined ? this.rowNumber + 1 : Number(number)
    if (!Number.isSafeInteger(this.rowNumber) || this.rowNumber < 1) throw new Error('bad row number')
    this.row = []
    this.nextColumn = 1
  }

  private startCell(reference: string | undefined, type: string) {
    this.cells += 1
    if (this.cells > MAX_CELLS) throw tooLarge()
    const column = reference === undefined ? this.nextColumn : cellPosition(reference)?.column
    if (column === undefined) throw new Error('bad cell reference')
    checkPosition(column, this.rowNumber)
    this.cell = { column, type }
    this.nextColumn = column + 1
    this.text.start()
  }

  private endCell() {
    const { column, type } = this.cell!
    this.cell = undefined
    const value = this.valueOf(type, this.text.value)
    if (value === '') return
    if (value.length > MAX_CELL_CHARACTERS) throw badRequest(manage.importCellTooLong)
    this.characters += value.length
    if (this.characters > MAX_TEXT_CHARACTERS) throw tooLarge()
    this.row[column - 1] = value
  }

  private valueOf(type: string, raw: string): string {
    if (type === 's') {
      const shared = raw === '' ? '' : this.shared[Number(raw)]
      if (shared === undefined) throw new Error('no such shared string')
      return shared
    }
    if (type === 'inlineStr' || type === 'str') return unescapeText(raw)
    return type === 'n' ? numberText(raw) : raw
  }
}

async function* sheetRows(stream: Readable, shared: readonly string[], deadline: Deadline): AsyncGenerator<SheetRow> {
  const reader = new SheetReader(shared)
  const parser = xmlParser({ open: (name, attributes) => reader.open(name, attributes), text: (text) => reader.add(text), close: (name) => reader.close(name) })
  for await (const chunk of textChunks(stream, deadline)) {
    parser.write(chunk)
    yield* reader.completed.splice(0)
  }
  parser.close()
  yield* reader.completed.splice(0)
}

/**
 * The rows of an XLSX file's first sheet that hold some text, as they are read: the archive is checked before
 * anything is unpacked, then the parts are read as streams and the reading stops at the first bound passed.
 */
export async function* xlsxRows(bytes: Buffer, deadline: Deadline): AsyncGenerator<SheetRow> {
  const archive = await openArchive(bytes)
  const workbook = (await relationshipsOf(archive, '', deadline)).find(ofType('officeDocument'))
  if (!workbook) throw new Error('no workbook in the package')
  const parts = await relationshipsOf(archive, workbook.target, deadline)
  const sheetId = await firstSheetId(archive, workbook.target, deadline)
  const sheet = parts.find((part) => part.id === sheetId && ofType('worksheet')(part))
  if (!sheet) throw new Error('no sheet in the workbook')
  const table = parts.find(ofType('sharedStrings'))
  const shared = table ? await sharedStrings(present(await archive.open(table.target)), deadline) : []
  yield* sheetRows(present(await archive.open(sheet.target)), shared, deadline)
}
