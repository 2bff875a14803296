import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib'
import { rgbColor } from '../../pdf/colors.ts'
import { printable } from '../../pdf/printable.ts'
import {
  TERM_CLAUSES,
  TERM_CLOSING,
  TERM_FIELDS,
  TERM_IMAGE_CONSENT,
  termIntro,
  TERM_PLACE_DATE,
  TERM_SIGNATURES,
  termSubtitle,
  TERM_TITLE,
} from './term-text.ts'

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 56
const WIDTH = A4[0] - 2 * MARGIN
const BODY_SIZE = 10.5
const LINE_HEIGHT = 14.5
const INK = rgbColor(0, 0, 0)

/** Words laid out in lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line)
      line = word
    } else {
      line = candidate
    }
  }
  if (line) lines.push(line)
  return lines
}

/** A top-to-bottom writer over as many A4 pages as the text needs. */
function pageWriter(doc: PDFDocument, fonts: { regular: PDFFont; bold: PDFFont }) {
  let page: PDFPage = doc.addPage(A4)
  let y = A4[1] - MARGIN
  const room = (height: number) => {
    if (y - height >= MARGIN) return
    page = doc.addPage(A4)
    y = A4[1] - MARGIN
  }
  const text = (line: string, x: number, options: { bold?: boolean; size?: number } = {}) =>
    page.drawText(line, { x, y, size: options.size ?? BODY_SIZE, font: options.bold ? fonts.bold : fonts.regular, color: INK })
  const fontOf = (bold: boolean) => (bold ? fonts.bold : fonts.regular)
  const rule = (x: number, width: number) =>
    page.drawLine({ start: { x, y: y - 2 }, end: { x: x + width, y: y - 2 }, thickness: 0.6, color: INK })

  return {
    gap: (height: number) => (y -= height),
    centered(content: string, size: number, bold = false) {
      const font = fontOf(bold)
      for (const line of wrap(printable(font, content), font, size, WIDTH)) {
        room(size * 1.5)
        text(line, (A4[0] - font.widthOfTextAtSize(line, size)) / 2, { size, bold })
        y -= size * 1.5
      }
    },
    paragraph(content: string, { bold = false, indent = 0 } = {}) {
      for (const line of wrap(printable(fontOf(bold), content), fontOf(bold), BODY_SIZE, WIDTH - indent)) {
        room(LINE_HEIGHT)
        text(line, MARGIN + indent, { bold })
        y -= LINE_HEIGHT
      }
    },
    /** "Label: ________" across the whole width, high enough to write on by hand. */
    blank(label: string) {
      room(26)
      y -= 12
      const labelText = `${label}:`
      text(labelText, MARGIN)
      const start = MARGIN + fonts.regular.widthOfTextAtSize(labelText, BODY_SIZE) + 6
      rule(start, MARGIN + WIDTH - start)
      y -= 14
    },
    checkbox(content: string) {
      room(LINE_HEIGHT * 2)
      page.drawRectangle({ x: MARGIN, y: y - 2, width: 10, height: 10, borderColor: INK, borderWidth: 0.8 })
      for (const [index, line] of wrap(content, fonts.regular, BODY_SIZE, WIDTH - 18).entries()) {
        if (index > 0) room(LINE_HEIGHT)
        text(line, MARGIN + 18)
        y -= LINE_HEIGHT
      }
    },
    /** Signature lines side by side, each with its caption below. */
    signatures(captions: string[]) {
      room(60)
      y -= 36
      const columnGap = 30
      const width = (WIDTH - columnGap * (captions.length - 1)) / captions.length
      captions.forEach((_caption, index) => rule(MARGIN + index * (width + columnGap), width))
      y -= 14
      captions.forEach((caption, index) => text(caption, MARGIN + index * (width + columnGap), { size: 9 }))
      y -= 14
    },
  }
}

/**
 * The blank Termo de Adesão of the foundation named `foundation` (as configured): the agreement's text with lines to
 * fill in by hand. Helvetica's WinAnsi encoding covers Portuguese (ã, ç, é, º), so the standard fonts suffice and
 * nothing has to be embedded.
 */
export async function volunteerTermPdf(foundation: string): Promise<Uint8Array> {
  // Loaded on the first request: pdf-lib stays out of an idle server's memory.
  const { PDFDocument, StandardFonts } = await import('pdf-lib')
  const doc = await PDFDocument.create()
  doc.setTitle('Termo de Adesão ao Serviço Voluntário')
  doc.setAuthor(foundation)
  doc.setLanguage('pt-BR')
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) }
  const writer = pageWriter(doc, fonts)

  writer.centered(TERM_TITLE, 15, true)
  writer.centered(termSubtitle(foundation), BODY_SIZE)
  writer.gap(8)
  writer.paragraph(termIntro(foundation))
  writer.gap(6)
  writer.paragraph('Dados do(a) voluntário(a)', { bold: true })
  for (const field of TERM_FIELDS) writer.blank(field)
  writer.gap(10)
  for (const [index, clause] of TERM_CLAUSES.entries()) {
    writer.paragraph(`${index + 1}. ${clause.heading}`, { bold: true })
    writer.paragraph(clause.text)
    writer.gap(5)
  }
  writer.paragraph(TERM_IMAGE_CONSENT.heading, { bold: true })
  for (const option of TERM_IMAGE_CONSENT.options) writer.checkbox(option)
  writer.gap(8)
  writer.paragraph(TERM_CLOSING)
  writer.blank(TERM_PLACE_DATE)
  writer.signatures(TERM_SIGNATURES)
  return doc.save()
}
