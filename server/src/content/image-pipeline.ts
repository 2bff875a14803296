import { MAX_IMAGE_PIXELS, MEDIA_FORMATS, MEDIA_WIDTHS, messages, type MediaFormat } from '@site/contracts'
import { createHash } from 'node:crypto'
import sharp, { type Metadata } from 'sharp'
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType } from '../errors.ts'

// libvips' own cache and thread pool: off and one thread per image, so memory and CPU stay bounded by the number of
// images in work (see imageWorkGate).
sharp.cache(false)
sharp.concurrency(1)

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

const VARIANT_TYPES: Record<MediaFormat, string> = { avif: 'image/avif', webp: 'image/webp' }

export interface DerivedVariant {
  format: MediaFormat
  mimeType: string
  width: number
  height: number
  content: Buffer
}

export interface AnalysedImage {
  type: ImageType
  /** As displayed, after the EXIF orientation. */
  width: number
  height: number
  variants: DerivedVariant[]
}

const decode = (content: Buffer) => sharp(content, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })

/** The widths to derive: the standard ones up to the image's own width, or the image's width when it is narrower. */
export const variantWidths = (width: number): number[] => {
  const widths = MEDIA_WIDTHS.filter((candidate) => candidate <= width)
  return widths.length > 0 ? widths : [width]
}

// AVIF at effort 0: about 2.5 times faster than effort 2 for a few percent more bytes, so an upload (and the demo
// seed's twelve pictures on a first start) does not keep a core busy for seconds.
async function encode(content: Buffer, format: MediaFormat, width: number): Promise<DerivedVariant> {
  const resized = decode(content).autoOrient().resize({ width, withoutEnlargement: true })
  const encoder = format === 'avif' ? resized.avif({ quality: 55, effort: 0 }) : resized.webp({ quality: 80, effort: 4 })
  const { data, info } = await encoder.toBuffer({ resolveWithObject: true })
  return { format, mimeType: VARIANT_TYPES[format], width: info.width, height: info.height, content: data }
}

/** The copies at `widths` in every format, made one at a time: never more than one decoded copy of the image held. */
export async function deriveVariants(content: Buffer, widths: number[]): Promise<DerivedVariant[]> {
  const variants: DerivedVariant[] = []
  for (const width of widths) {
    for (const format of MEDIA_FORMATS) variants.push(await encode(content, format, width))
  }
  return variants
}

/**
 * Checks an upload and derives its AVIF and WebP copies. Not an accepted image: 415; more pixels than
 * MAX_IMAGE_PIXELS (read from the header, before any decoding): 413; a broken file: 400.
 */
export async function analyseImage(content: Buffer): Promise<AnalysedImage> {
  const type = detectImageType(content)
  if (!type) throw unsupportedMediaType(messages.media.unsupportedType)
  let metadata: Metadata
  try {
    // The header only: the pixel limit is checked below, so the refusal can say why.
    metadata = await sharp(content, { limitInputPixels: false }).metadata()
  } catch {
    throw badRequest(messages.media.unreadable)
  }
  const { width, height } = metadata.autoOrient
  if (!width || !height) throw badRequest(messages.media.unreadable)
  if (width * height > MAX_IMAGE_PIXELS) throw payloadTooLarge(messages.media.tooManyPixels)
  try {
    return { type, width, height, variants: await deriveVariants(content, variantWidths(width)) }
  } catch (error) {
    if (error instanceof AppError) throw error
    throw badRequest(messages.media.unreadable)
  }
}

/**
 * At most `limit` images in work at once (each can hold a decoded 40-megapixel image, ~160 MB); beyond that the
 * answer is 503 with Retry-After at once, so parallel uploads cannot exhaust memory or the two CPU cores.
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
