import { foundationName, messages, siteDateText, validatorLink, type CertificateKind } from '@site/contracts'
import type { PDFFont, PDFPage } from 'pdf-lib'
import { publicOrigin, type Config } from '../../config/env.ts'
import { isoFromDate } from '../../db/dates.ts'
import type { PrismaClient } from '../../db/prisma.ts'
import { AppError } from '../../errors.ts'
import { rgbColor } from '../../pdf/colors.ts'
import { printable } from '../../pdf/printable.ts'
import { readContacts } from '../site-settings/index.ts'
import { findStoredCertificate } from './service.ts'

const text = messages.certificateManagement

/** A4 landscape, in points. */
const PAGE = { width: 842, height: 595 }
const MARGIN = 56
const QR_SIZE = 120
const PRIMARY = rgbColor(0.05, 0.25, 0.45)
const INK = rgbColor(0.1, 0.1, 0.1)

export interface CertificatePdfData {
  /** The foundation's name as configured (foundationName). */
  issuer: string
  codigo: string
  nome: string
  curso: string
  horas: number
  /** Issued for an event: what it states and the event's day (YYYY-MM-DD); null for one created or imported by hand. */
  kind: CertificateKind | null
  eventDate: string | null
  issuedAt: Date
  /** The validator's deep link for this code, which the QR code holds. */
  validationUrl: string
}

/** Draws a line centred on the page, shrinking the size until it fits between the margins. */
function centred(page: PDFPage, font: PDFFont, value: string, y: number, size: number, color = INK) {
  const line = printable(font, value)
  let fitted = size
  while (fitted > 8 && font.widthOfTextAtSize(line, fitted) > PAGE.width - 2 * MARGIN) fitted -= 1
  const width = font.widthOfTextAtSize(line, fitted)
  page.drawText(line, { x: (PAGE.width - width) / 2, y, size: fitted, font, color })
}

/** Our own certificate layout: issuer, holder, course, hours, date, code, and a QR code to the validator. */
export async function buildCertificatePdf(data: CertificatePdfData): Promise<Uint8Array> {
  // Loaded on the first PDF: pdf-lib and qrcode stay out of an idle server's memory.
  const [{ PDFDocument, StandardFonts }, { default: QRCode }] = await Promise.all([import('pdf-lib'), import('qrcode')])
  const pdf = await PDFDocument.create()
  pdf.setTitle(`${text.pdfTitle} ${data.codigo}`)
  pdf.setAuthor(data.issuer)
  pdf.setLanguage('pt-BR')
  const page = pdf.addPage([PAGE.width, PAGE.height])
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)

  page.drawRectangle({ x: 24, y: 24, width: PAGE.width - 48, height: PAGE.height - 48, borderColor: PRIMARY, borderWidth: 3 })
  centred(page, bold, data.issuer.toUpperCase(), 510, 16, PRIMARY)
  centred(page, bold, text.pdfTitle.toUpperCase(), 450, 40, PRIMARY)
  centred(page, regular, text.pdfCertifies, 400, 18)
  centred(page, bold, data.nome, 360, 30)
  centred(page, regular, data.kind === 'participacao' ? text.pdfAttended : text.pdfCompleted, 320, 18)
  centred(page, bold, data.curso, 285, 24)
  const held = data.eventDate ? `${text.pdfHeldOn(data.eventDate.split('-').reverse().join('/'))}, ` : ''
  centred(page, regular, `${held}${text.pdfWorkload} ${data.horas} ${data.horas === 1 ? 'hora' : 'horas'}.`, 248, 18)

  const qr = await pdf.embedPng(
    await QRCode.toBuffer(data.validationUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 6 }),
  )
  page.drawImage(qr, { x: PAGE.width - MARGIN - QR_SIZE, y: 48, width: QR_SIZE, height: QR_SIZE })
  const footer = [
    `${text.pdfIssuedOn} ${siteDateText(data.issuedAt)}`,
    `${text.pdfCode}: ${data.codigo}`,
    `${text.pdfValidateAt}:`,
    data.validationUrl,
  ]
  footer.forEach((line, index) => {
    page.drawText(printable(index === 1 ? bold : regular, line), {
      x: MARGIN,
      y: 140 - index * 22,
      size: 13,
      font: index === 1 ? bold : regular,
      color: INK,
      maxWidth: PAGE.width - 2 * MARGIN - QR_SIZE - 24,
    })
  })
  return pdf.save()
}

/**
 * The PDF of a stored certificate, for anyone holding its code (who can validate it anyway). A revoked
 * certificate has none: 410, so no fresh copy of a withdrawn certificate circulates; the validator shows why.
 */
export async function certificatePdf(prisma: PrismaClient, config: Config, codigo: string) {
  const row = await findStoredCertificate(prisma, codigo)
  if (row.revokedAt) throw new AppError(410, text.revokedPdf)
  const bytes = await buildCertificatePdf({
    issuer: foundationName(await readContacts(prisma)),
    codigo: row.codigo,
    nome: row.nome,
    curso: row.curso,
    horas: row.horas,
    kind: row.kind === 'participacao' || row.kind === 'conclusao' ? row.kind : null,
    eventDate: row.eventDate && isoFromDate(row.eventDate),
    issuedAt: row.createdAt,
    validationUrl: `${publicOrigin(config)}${validatorLink(row.codigo)}`,
  })
  const safeCode = row.codigo.replace(/[^A-Za-z0-9_-]/g, '_')
  return { fileName: `certificado-${safeCode}.pdf`, bytes }
}
