import { escapeHtml, HEAD_SECTIONS, MAX_IMAGE_PIXELS, SITE_NAMES, type HeadSection } from '@site/contracts'
import { createHash } from 'node:crypto'
import sharp, { type Sharp } from 'sharp'
import { decode, inImageTurn, readImageHeader } from '../images/image-pipeline.ts'

/** What link previews (WhatsApp, Facebook, LinkedIn, X) show in full: 1.91:1. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const

/** The foundation's colours (client/src/styles/tokens.css). */
export const COLOURS = { primary: '#0b4f8a', primaryDark: '#083a66', accent: '#f2b705', white: '#ffffff' }
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif"
const LINE_CHARACTERS = 16

/** Words into lines of at most LINE_CHARACTERS characters (a single longer word keeps its own line). */
function wrap(text: string): string[] {
  const lines: string[] = []
  for (const word of text.split(' ')) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= LINE_CHARACTERS) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

/** The section's picture: its name in large letters, the foundation's name and mark, in the site's colours. */
export function sectionImageSvg(section: HeadSection): string {
  const lines = wrap(HEAD_SECTIONS[section])
  const top = 315 - (lines.length - 1) * 44
  const text = lines
    .map((line, i) => `<tspan x="90" y="${top + i * 88}">${escapeHtml(line)}</tspan>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${COLOURS.primary}"/>
  <path d="M760 0 H1200 V630 H560 Z" fill="${COLOURS.primaryDark}"/>
  <rect x="90" y="90" width="120" height="12" rx="6" fill="${COLOURS.accent}"/>
  <path d="M870 430 L990 230 L1110 430 Z" fill="none" stroke="${COLOURS.accent}" stroke-width="30" stroke-linejoin="round"/>
  <circle cx="990" cy="370" r="34" fill="${COLOURS.white}"/>
  <text font-family="${FONT}" font-weight="bold" font-size="76" fill="${COLOURS.white}">${text}</text>
  <text x="90" y="548" font-family="${FONT}" font-size="38" fill="${COLOURS.accent}">${escapeHtml(SITE_NAMES.name)}</text>
</svg>`
}

/** Where the sharing pictures are served. */
export const SHARE_IMAGE_PREFIX = '/compartilhar/'

const version = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12)
const SECTIONS = Object.keys(HEAD_SECTIONS) as HeadSection[]
const SECTION_FILES = new Map(SECTIONS.map((section) => [section, `${section}-${version(sectionImageSvg(section))}.png`]))

/** /compartilhar/<section>-<version>.png: the version follows the drawing, so the address can be cached for a year. */
export const sectionImagePath = (section: HeadSection): string => SHARE_IMAGE_PREFIX + SECTION_FILES.get(section)!

/** The article's cover as a preview picture: /compartilhar/capa-<media hash>.jpg. */
export const coverImagePath = (mediaHash: string): string => `${SHARE_IMAGE_PREFIX}capa-${mediaHash}.jpg`

export type ShareImageName = { section: HeadSection } | { coverHash: string }

/** Which picture an address of /compartilhar/ names, or null when it names none. */
export function parseShareImageName(fileName: string): ShareImageName | null {
  const cover = /^capa-([0-9a-f]{32})\.jpg$/.exec(fileName)
  if (cover) return { coverHash: cover[1]! }
  const section = SECTIONS.find((key) => SECTION_FILES.get(key) === fileName)
  return section ? { section } : null
}

export const renderSectionImage = (section: HeadSection): Promise<Buffer> =>
  sharp(Buffer.from(sectionImageSvg(section))).png({ compressionLevel: 9, palette: true }).toBuffer()

const toJpeg = (image: Sharp) => image.flatten({ background: COLOURS.white }).jpeg({ quality: 82, mozjpeg: true }).toBuffer()

/** An image this much smaller than the picture, or this thin, would be blurred (and costly) to fill it. */
const MAX_COVER_ENLARGEMENT = 4

/**
 * A 1200×630 JPEG cut from the most telling part of the stored original (WhatsApp reads neither AVIF nor WebP), or
 * the news section's picture when the image cannot give one: refused as an upload would be now, too small or thin,
 * or broken.
 */
export async function renderCoverImage(original: Uint8Array): Promise<{ image: Buffer; fallback: boolean }> {
  try {
    const { width, height } = await readImageHeader(Buffer.from(original))
    const scale = Math.max(SHARE_IMAGE.width / width, SHARE_IMAGE.height / height)
    // Filling the picture resizes the whole image first: its area then is bounded like an upload's.
    if (scale > MAX_COVER_ENLARGEMENT || width * scale * height * scale > MAX_IMAGE_PIXELS) throw new Error('capa imprópria')
    const cover = decode(original).autoOrient().resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover', position: 'attention' })
    return { image: await inImageTurn(() => toJpeg(cover)), fallback: false }
  } catch {
    return { image: await toJpeg(sharp(Buffer.from(sectionImageSvg('news')))), fallback: true }
  }
}
