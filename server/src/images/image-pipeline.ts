import {
  MAX_IMAGE_DECODED_BYTES,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  MEDIA_FORMATS,
  MEDIA_MAX_HEIGHT,
  MEDIA_WIDTHS,
  messages,
  type MediaFormat,
} from '@site/contracts'
import { createHash } from 'node:crypto'
import sharp, { type Metadata, type Sharp } from 'sharp'
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType } from '../errors.ts'

// libvips' own cache and thread pool: off and one thread per image, so memory and CPU stay bounded by the number of
// images in work (see inImageTurn).
sharp.cache(false)
sharp.concurrency(1)

/** How long one sharp pipeline (decode, resize, encode) may run before it stops and the image is refused. */
const PIPELINE_SECONDS = 30

export type ImageType = { mimeType: 'image/jpeg' | 'image/png' | 'image/webp'; extension: 'jpg' | 'png' | 'webp' }

const startsWith = (content: Uint8Array, bytes: number[], at = 0) =>
  content.length >= at + bytes.length && bytes.every((byte, i) => content[at + i] === byte)

/** JPEG, PNG or WebP recognised by the content's first bytes; the name and declared type are not trusted. */
export function detectImageType(content: Uint8Array): ImageType | null {
  if (startsWith(content, [0xff, 0xd8, 0xff])) return { mimeType: 'image/jpeg', extension: 'jpg' }
  if (startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mimeType: 'image/png', extension: 'png' }
  // RIFF....WEBP
  if (startsWith(content, [0x52, 0x49, 0x46, 0x46]) && startsWith(content, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { mimeType: 'image/webp', extension: 'webp' }
  }
  return null
}

/** The hash in an image's address: the bytes decide it, so a cached copy can be kept for a year. */
export const contentHash = (...parts: Uint8Array[]): string => {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part)
  return hash.digest('hex').slice(0, 32)
}

const BYTES_PER_SAMPLE: Record<Metadata['depth'], number> = {
  uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4, complex: 8, double: 8, dpcomplex: 16,
}

export interface ImageHeader {
  type: ImageType
  /** As displayed, after the EXIF orientation. */
  width: number
  height: number
}

/**
 * What an image's header announces, checked before a pixel is decoded. Not an accepted image: 415; more pixels, a
 * longer side or more decoded bytes than the limits allow: 413; a header that cannot be read: 400.
 */
export async function readImageHeader(content: Buffer): Promise<ImageHeader> {
  const type = detectImageType(content)
  if (!type) throw unsupportedMediaType(messages.media.unsupportedType)
  let metadata: Metadata
  try {
    // The header only: the limits are checked below, so the refusal can say which.
    metadata = await sharp(content, { limitInputPixels: false }).metadata()
  } catch {
    throw badRequest(messages.media.unreadable)
  }
  const { width, height, channels, depth } = metadata
  if (!width || !height) throw badRequest(messages.media.unreadable)
  if (width * height > MAX_IMAGE_PIXELS) throw payloadTooLarge(messages.media.tooManyPixels)
  if (Math.max(width, height) > MAX_IMAGE_SIDE) throw payloadTooLarge(messages.media.sideTooLong)
  if (width * height * channels * BYTES_PER_SAMPLE[depth] > MAX_IMAGE_DECODED_BYTES) {
    throw payloadTooLarge(messages.media.tooMuchMemory)
  }
  return { type, ...metadata.autoOrient }
}

/** A pipeline over an image whose header passed: the pixel limit again as a guard, rows in order, a time limit. */
export const decode = (content: Uint8Array): Sharp =>
  sharp(content, { limitInputPixels: MAX_IMAGE_PIXELS, sequentialRead: true, failOn: 'error' }).timeout({ seconds: PIPELINE_SECONDS })

/** A failure of sharp as the uploader should read it: out of time 413, anything else 400 (a broken file). */
function asImageError(error: unknown): AppError {
  if (error instanceof AppError) return error
  if (error instanceof Error && error.message.startsWith('timeout')) return payloadTooLarge(messages.media.tooSlow)
  return badRequest(messages.media.unreadable)
}

/** For the passes over stored images: one an upload would now refuse (a bomb stored before the limits, a broken file) gives undefined. */
export function passOverRefused(error: unknown): undefined {
  if (error instanceof AppError && error.statusCode < 500) return undefined
  throw error
}

let lastTurn: Promise<unknown> = Promise.resolve()

/**
 * Image work runs one image at a time, in order of arrival, whatever asks for it (uploads, sharing pictures, the
 * passes at start): at most one decoded image in memory and one core busy. Failures come out as 400 or 413.
 */
export function inImageTurn<T>(work: () => Promise<T>): Promise<T> {
  const turn = lastTurn.then(work).catch((error: unknown) => Promise.reject(asImageError(error)))
  lastTurn = turn.catch(() => undefined)
  return turn
}

const VARIANT_TYPES: Record<MediaFormat, string> = { avif: 'image/avif', webp: 'image/webp' }

export interface DerivedVariant {
  format: MediaFormat
  mimeType: string
  width: number
  height: number
  content: Buffer
}

/**
 * The widths to derive: the standard ones up to the image's own width whose copy is at most MEDIA_MAX_HEIGHT tall, or,
 * when none is, the widest that fits both. A tall image thus never costs more than a copy of 1600 × MEDIA_MAX_HEIGHT.
 */
export const variantWidths = (width: number, height: number): number[] => {
  const widest = Math.min(width, Math.max(1, Math.floor((MEDIA_MAX_HEIGHT * width) / height)))
  const widths = MEDIA_WIDTHS.filter((candidate) => candidate <= widest)
  return widths.length > 0 ? widths : [widest]
}

/**
 * The image upright at the widest copy's width, as 8-bit sRGB pixels: the full image is decoded once, and every copy
 * is cut from these.
 */
async function uprightPixels(content: Uint8Array, width: number) {
  const { data, info } = await decode(content)
    .autoOrient()
    .resize({ width, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
  return () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
}

// AVIF at effort 0: about 2.5 times faster than effort 2 for a few percent more bytes, so an upload (and the demo
// seed's twelve pictures on a first start) does not keep a core busy for seconds.
async function encode(pixels: Sharp, format: MediaFormat, width: number): Promise<DerivedVariant> {
  const resized = pixels.resize({ width, withoutEnlargement: true }).timeout({ seconds: PIPELINE_SECONDS })
  const encoder = format === 'avif' ? resized.avif({ quality: 55, effort: 0 }) : resized.webp({ quality: 80, effort: 4 })
  const { data, info } = await encoder.toBuffer({ resolveWithObject: true })
  return { format, mimeType: VARIANT_TYPES[format], width: info.width, height: info.height, content: data }
}

/** The copies at `widths` in every format, made one at a time. Call it inside inImageTurn, after readImageHeader. */
async function deriveVariantsNow(content: Uint8Array, widths: number[]): Promise<DerivedVariant[]> {
  const pixels = await uprightPixels(content, Math.max(...widths))
  const variants: DerivedVariant[] = []
  for (const width of widths) {
    for (const format of MEDIA_FORMATS) variants.push(await encode(pixels(), format, width))
  }
  return variants
}

/** The AVIF and WebP copies at `widths` of a stored original; refused (413, 400) like an upload it would be. */
export async function deriveVariants(content: Buffer, widths: number[]): Promise<DerivedVariant[]> {
  await readImageHeader(content)
  return inImageTurn(() => deriveVariantsNow(content, widths))
}

/** A lossless WebP has a VP8L chunk and no lossy VP8 one (RIFF chunks: name, little-endian size, data, even padding). */
function isLosslessWebp(content: Buffer): boolean {
  let lossless = false
  let at = 12
  while (at + 8 <= content.length) {
    const chunk = content.toString('latin1', at, at + 4)
    if (chunk === 'VP8 ') return false
    if (chunk === 'VP8L') lossless = true
    const size = content.readUInt32LE(at + 4)
    at += 8 + size + (size % 2)
  }
  return lossless
}

/**
 * The original as it is stored and served: turned upright by its EXIF orientation, in its own format and colour
 * profile, with every other piece of metadata (EXIF with the GPS position and the camera, XMP, IPTC, PNG texts) left
 * out. A JPEG or lossy WebP is encoded again at a high quality.
 */
function withoutMetadataNow(content: Buffer, type: ImageType): Promise<Buffer> {
  const upright = decode(content).autoOrient().keepIccProfile()
  if (type.extension === 'jpg') return upright.jpeg({ quality: 92 }).toBuffer()
  if (type.extension === 'png') return upright.png().toBuffer()
  return upright.webp(isLosslessWebp(content) ? { lossless: true, effort: 1 } : { quality: 92 }).toBuffer()
}

/** A stored original without its metadata; refused (413, 400) like an upload it would be. */
export async function removeMetadata(content: Buffer): Promise<Buffer> {
  const { type } = await readImageHeader(content)
  return inImageTurn(() => withoutMetadataNow(content, type))
}

export interface AnalysedImage extends ImageHeader {
  /** The original to store: upright, without metadata. */
  original: Buffer
  variants: DerivedVariant[]
}

/** Checks an upload from its header, then derives the original to store and its AVIF and WebP copies. */
export async function analyseImage(content: Buffer): Promise<AnalysedImage> {
  const header = await readImageHeader(content)
  return inImageTurn(async () => ({
    ...header,
    original: await withoutMetadataNow(content, header.type),
    variants: await deriveVariantsNow(content, variantWidths(header.width, header.height)),
  }))
}

/**
 * At most `limit` requests in image work at once (waiting for their turn included); beyond that the answer is 503
 * with Retry-After at once, so parallel uploads cannot queue up without end.
 */
export function imageWorkGate(limit: number) {
  let inWork = 0
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (inWork >= limit) throw new AppError(503, messages.media.busy, { 'retry-after': '10' })
    inWork += 1
    try {
      return await work()
    } finally {
      inWork -= 1
    }
  }
}
