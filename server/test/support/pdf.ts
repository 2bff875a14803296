/**
 * Reads back what a PDF shows, for tests: the text drawn with the standard fonts (WinAnsi hex strings) and the
 * QR code found in its images, decoded with jsQR.
 */
import jsQR from 'jsqr'
import { decodePDFRawStream, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib'

async function rawStreams(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes)
  return pdf.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) => (object instanceof PDFRawStream ? [object] : []))
}

const isImage = (stream: PDFRawStream) => stream.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')

/** Every line of text the PDF draws, in drawing order. */
export async function pdfTextLines(bytes: Uint8Array): Promise<string[]> {
  const lines: string[] = []
  for (const stream of await rawStreams(bytes)) {
    if (isImage(stream) || stream.dict.has(PDFName.of('Length1'))) continue
    const content = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1')
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      lines.push(new TextDecoder('windows-1252').decode(Buffer.from(hex!, 'hex')))
    }
  }
  return lines
}

/** The text of the first QR code found in the PDF's images, or null. */
export async function pdfQrCode(bytes: Uint8Array): Promise<string | null> {
  for (const stream of await rawStreams(bytes)) {
    if (!isImage(stream)) continue
    const width = (stream.dict.get(PDFName.of('Width')) as PDFNumber).asNumber()
    const height = (stream.dict.get(PDFName.of('Height')) as PDFNumber).asNumber()
    const pixels = decodePDFRawStream(stream).decode()
    const channels = pixels.length / (width * height)
    if (channels !== 1 && channels !== 3) continue
    const rgba = new Uint8ClampedArray(width * height * 4)
    for (let pixel = 0; pixel < width * height; pixel += 1) {
      for (let channel = 0; channel < 3; channel += 1) {
        rgba[pixel * 4 + channel] = pixels[pixel * channels + (channels === 1 ? 0 : channel)]!
      }
      rgba[pixel * 4 + 3] = 255
    }
    const code = jsQR(rgba, width, height)
    if (code) return code.data
  }
  return null
}
