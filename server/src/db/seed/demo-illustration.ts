/** The pictures of the demo news: flat SVG illustrations (colour field, a motif, a short title) drawn by sharp. */

export interface IllustrationSpec {
  /** Up to two short lines. */
  label: [string, string?]
  background: string
  accent: string
  motif: 'circles' | 'bars' | 'waves' | 'grid'
}

export const ILLUSTRATION_WIDTH = 1200
export const ILLUSTRATION_HEIGHT = 750

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)

const MOTIFS: Record<IllustrationSpec['motif'], (accent: string) => string> = {
  circles: (accent) =>
    [[930, 170, 150], [1080, 360, 90], [780, 330, 60]]
      .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${accent}" opacity="0.85"/>`)
      .join(''),
  bars: (accent) =>
    [0, 1, 2, 3, 4]
      .map((i) => `<rect x="${760 + i * 80}" y="${420 - i * 70}" width="56" height="${i * 70 + 80}" rx="10" fill="${accent}" opacity="0.9"/>`)
      .join(''),
  waves: (accent) =>
    [0, 1, 2]
      .map((i) => `<path d="M0 ${200 + i * 70} C 300 ${120 + i * 70}, 600 ${280 + i * 70}, 1200 ${170 + i * 70}" stroke="${accent}" stroke-width="26" fill="none" opacity="${0.9 - i * 0.25}"/>`)
      .join(''),
  grid: (accent) =>
    Array.from({ length: 12 }, (_, i) => `<rect x="${760 + (i % 4) * 100}" y="${80 + Math.floor(i / 4) * 100}" width="72" height="72" rx="14" fill="${accent}" opacity="${i % 3 === 0 ? 1 : 0.55}"/>`).join(''),
}

export function illustrationSvg({ label, background, accent, motif }: IllustrationSpec): string {
  const lines = label
    .filter((line): line is string => Boolean(line))
    .map((line, i) => `<text x="70" y="${560 + i * 92}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="76" fill="#ffffff">${escapeXml(line)}</text>`)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT}" viewBox="0 0 ${ILLUSTRATION_WIDTH} ${ILLUSTRATION_HEIGHT}">
<rect width="100%" height="100%" fill="${background}"/>${MOTIFS[motif](accent)}
<rect x="40" y="470" width="1120" height="${lines.length * 92 + 50}" rx="18" fill="#000000" opacity="0.28"/>${lines.join('')}
</svg>`
}
