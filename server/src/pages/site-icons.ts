import { foundationName, PAGE_HEADS, PATHS, titleName, type ContactSettings } from '@site/contracts'
import sharp from 'sharp'
import { COLOURS } from './share-images.ts'

/** The icons' addresses: the well-known ones browsers ask for on their own, and the manifest's. */
export const ICON_PATHS = {
  favicon: '/favicon.ico',
  appleTouch: '/apple-touch-icon.png',
  small: '/icons/icon-192.png',
  large: '/icons/icon-512.png',
  manifest: '/manifest.webmanifest',
} as const

export const PNG_ICON_SIZES = { [ICON_PATHS.appleTouch]: 180, [ICON_PATHS.small]: 192, [ICON_PATHS.large]: 512 } as const
export type PngIconPath = keyof typeof PNG_ICON_SIZES

/** The sizes inside favicon.ico: the tab, the bookmark bar and Windows' shortcuts. */
const ICO_SIZES = [16, 32, 48]
/** The width the SVG icon declares. */
const SVG_WIDTH = 64

/** The SVG icon drawn at `size` pixels (rendered at that density, not enlarged from 64 px). */
const drawIcon = (svg: Buffer, size: number) => sharp(svg, { density: (72 * size) / SVG_WIDTH }).resize(size, size)

/**
 * A PNG icon. The home-screen icon of iOS fills transparent corners with black, so it gets the site's colour behind
 * the rounded square; the manifest's icons keep their transparency.
 */
export async function renderPngIcon(svg: Buffer, iconPath: PngIconPath): Promise<Buffer> {
  const icon = drawIcon(svg, PNG_ICON_SIZES[iconPath])
  if (iconPath === ICON_PATHS.appleTouch) icon.flatten({ background: COLOURS.primary })
  return icon.png({ compressionLevel: 9 }).toBuffer()
}

/** favicon.ico: an ICO directory whose images are PNGs (read by every browser since Windows Vista). */
export async function renderFavicon(svg: Buffer): Promise<Buffer> {
  const pngs = await Promise.all(ICO_SIZES.map((size) => drawIcon(svg, size).png().toBuffer()))
  const header = Buffer.alloc(6)
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(pngs.length, 4)
  let offset = header.length + 16 * pngs.length
  const entries = pngs.map((png, i) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(ICO_SIZES[i]!, 0)
    entry.writeUInt8(ICO_SIZES[i]!, 1)
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(png.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += png.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...pngs])
}

/** The web app manifest: what a phone shows when the site is added to the home screen, named as configured. */
export const webManifest = (settings: Pick<ContactSettings, 'nomeFundacao'>) => ({
  name: foundationName(settings),
  short_name: titleName(settings),
  description: PAGE_HEADS[PATHS.home].description,
  lang: 'pt-BR',
  start_url: PATHS.home,
  scope: PATHS.home,
  display: 'standalone',
  theme_color: COLOURS.primary,
  background_color: COLOURS.white,
  icons: [ICON_PATHS.small, ICON_PATHS.large].map((src) => ({
    src,
    sizes: `${PNG_ICON_SIZES[src]}x${PNG_ICON_SIZES[src]}`,
    type: 'image/png',
  })),
})
