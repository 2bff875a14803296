import { MEDIA_FORMATS, type Picture } from '@site/contracts'

/** The columns of a media image that a page needs, for Prisma's `select`. */
export const PICTURE_SELECT = {
  hash: true,
  mimeType: true,
  width: true,
  height: true,
  alt: true,
  variants: { select: { hash: true, format: true, width: true, height: true } },
} as const

interface PictureRow {
  hash: string
  mimeType: string
  width: number
  height: number
  alt: string
  variants: { hash: string; format: string; width: number; height: number }[]
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }

/** /midia/<content hash>.<ext>: a new content gets a new address, so every address can be cached for a year. */
export const mediaFileUrl = (hash: string, extension: string): string => `/midia/${hash}.${extension}`

const formatRank = (format: string) => MEDIA_FORMATS.indexOf(format as (typeof MEDIA_FORMATS)[number])

/**
 * The copy an <img> shows where no <source> applies: the WebP copy of 960 px, else the widest one below. The original
 * only for an image without copies: pages never send the uploaded file.
 */
const fallbackUrl = (row: PictureRow, variants: Picture['variantes']): string => {
  const webp = variants.filter((variant) => variant.formato === 'webp')
  const copy = webp.find((variant) => variant.largura >= 960) ?? webp.at(-1) ?? variants.at(-1)
  return copy?.url ?? mediaFileUrl(row.hash, EXTENSIONS[row.mimeType] ?? 'bin')
}

/** A stored image as pages draw it: a copy as fallback, the copies by format (AVIF first) then width. */
export const toPicture = (row: PictureRow): Picture => {
  const variants = [...row.variants]
    .sort((a, b) => formatRank(a.format) - formatRank(b.format) || a.width - b.width)
    .map((variant) => ({
      formato: variant.format as Picture['variantes'][number]['formato'],
      largura: variant.width,
      altura: variant.height,
      url: mediaFileUrl(variant.hash, variant.format),
    }))
  return { url: fallbackUrl(row, variants), alt: row.alt, largura: row.width, altura: row.height, variantes: variants }
}
