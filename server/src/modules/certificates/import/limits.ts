import { MAX_IMPORT_BYTES, MAX_IMPORT_LINES } from '@site/contracts'

/**
 * What reading one spreadsheet may cost. An XLSX file is a ZIP of XML: a few hundred kilobytes can unpack to
 * gigabytes, so the archive's own figures are checked before anything is unpacked, and the reader stops at the
 * first bound its content passes.
 */

/** The header and the lines of certificates: a sheet row (or a CSV line) past it is refused. */
export const MAX_ROWS = MAX_IMPORT_LINES + 1
/** Columns of a sheet: a certificate needs five; exports of other systems bring a few dozen more. */
export const MAX_COLUMNS = 100
/** Excel's own limit for one cell: a longer one does not come from a spreadsheet program. */
export const MAX_CELL_CHARACTERS = 32_767
/** All the text of a sheet (and of its shared strings): no more than the largest CSV accepted could hold. */
export const MAX_TEXT_CHARACTERS = MAX_IMPORT_BYTES
/** Cells of a sheet, empty ones included, and strings of its shared-string table. */
export const MAX_CELLS = MAX_ROWS * MAX_COLUMNS

/** The archive's parts: how many, each one and all of them unpacked, and how much a large one may be packed. */
export const MAX_ARCHIVE_ENTRIES = 1_000
export const MAX_PART_BYTES = 32 * 1024 * 1024
export const MAX_UNPACKED_BYTES = 64 * 1024 * 1024
export const MAX_COMPRESSION_RATIO = 100
/** Below this size a part may be packed as tightly as it likes: it cannot unpack to much. */
export const RATIO_CHECKED_FROM_BYTES = 1024 * 1024
