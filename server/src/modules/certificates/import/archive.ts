import { messages } from '@site/contracts'
import type { Readable } from 'node:stream'
import yauzl, { type Entry, type ZipFile } from 'yauzl'
import { payloadTooLarge } from '../../../errors.ts'
import {
  MAX_ARCHIVE_ENTRIES,
  MAX_COMPRESSION_RATIO,
  MAX_PART_BYTES,
  MAX_UNPACKED_BYTES,
  RATIO_CHECKED_FROM_BYTES,
} from './limits.ts'

const tooLarge = () => payloadTooLarge(messages.certificateManagement.importSheetTooLarge)

/** The parts of a ZIP archive held in memory, each opened as a stream of its unpacked bytes. */
export interface Archive {
  /** The part's bytes as they unpack (names compare without case, as OOXML's do); undefined when it is absent. */
  open(name: string): Promise<Readable | undefined>
}

type Sizes = Pick<Entry, 'compressedSize' | 'uncompressedSize'>

/** The archive's central directory against the bounds: each part, all of them, and how tightly a large one is packed. */
export function checkSizes(entries: readonly Sizes[]): void {
  if (entries.length > MAX_ARCHIVE_ENTRIES) throw tooLarge()
  let unpacked = 0
  for (const { compressedSize, uncompressedSize } of entries) {
    unpacked += uncompressedSize
    const packedTooTightly =
      uncompressedSize >= RATIO_CHECKED_FROM_BYTES && uncompressedSize > compressedSize * MAX_COMPRESSION_RATIO
    if (uncompressedSize > MAX_PART_BYTES || unpacked > MAX_UNPACKED_BYTES || packedTooTightly) throw tooLarge()
  }
}

const fromBuffer = (bytes: Buffer) =>
  new Promise<ZipFile>((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => (error ? reject(error) : resolve(zip)))
  })

const entriesOf = (zip: ZipFile) =>
  new Promise<Entry[]>((resolve, reject) => {
    const entries: Entry[] = []
    zip.on('entry', (entry: Entry) => {
      entries.push(entry)
      zip.readEntry()
    })
    zip.once('end', () => resolve(entries))
    zip.once('error', reject)
    zip.readEntry()
  })

/**
 * Opens the ZIP archive in `bytes` after checking, from its central directory alone, what it would unpack to. The
 * streams hold the archive to what it declares: a part that unpacks to more fails as soon as it passes its size.
 */
export async function openArchive(bytes: Buffer): Promise<Archive> {
  const zip = await fromBuffer(bytes)
  if (zip.entryCount > MAX_ARCHIVE_ENTRIES) throw tooLarge()
  const entries = await entriesOf(zip)
  checkSizes(entries)
  const byName = new Map(entries.map((entry) => [entry.fileName.toLowerCase(), entry]))
  return {
    open(name) {
      const entry = byName.get(name.toLowerCase())
      if (!entry) return Promise.resolve(undefined)
      return new Promise((resolve, reject) => {
        zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream)))
      })
    },
  }
}
