import sharp from 'sharp'
import { crc32, createDeflate, deflateSync } from 'node:zlib'
import type { TestApp } from '../app.ts'

/** A plain-coloured test image of the given size and format. */
export const makeImage = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 110, b: 170 } } })[format]().toBuffer()

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A PNG of a few dozen bytes whose header announces `width` × `height` pixels: a decompression bomb. */
export function bombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth; colour type 0 (grey)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** `size` zero bytes compressed by zlib, fed a megabyte at a time: the pixel data of a blank PNG never sits in memory. */
async function deflatedZeros(size: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 })
  const chunks: Buffer[] = []
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject))
  const block = Buffer.alloc(1024 * 1024)
  for (let left = size; left > 0; left -= block.length) {
    if (!deflate.write(block.subarray(0, Math.min(left, block.length)))) await new Promise((resolve) => deflate.once('drain', resolve))
  }
  deflate.end()
  await ended
  return Buffer.concat(chunks)
}

const PNG_COLOUR_TYPES = { 1: 0, 2: 4, 3: 2, 4: 6 } as const

/**
 * A valid, all-black PNG that compresses to almost nothing whatever its size: 40,000,000 × 1 pixels of 16-bit RGBA
 * (320 MB once decoded) is a 311 KB file.
 */
export async function blankPng(width: number, height: number, { bitDepth = 8, channels = 4 }: { bitDepth?: 8 | 16; channels?: 1 | 2 | 3 | 4 } = {}) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = bitDepth
  header[9] = PNG_COLOUR_TYPES[channels]
  const rowBytes = 1 + (width * channels * bitDepth) / 8
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', await deflatedZeros(rowBytes * height)),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** POST /api/midia with one file in the field `arquivo`. */
export const uploadImage = (t: TestApp, token: string, content: Buffer, fileName = 'foto.png', contentType = 'image/png') =>
  t.request.post('/api/midia').set('authorization', token).attach('arquivo', content, { filename: fileName, contentType })

/** Uploads an image and gives it alt text: ready to be used on a page. Another width gives another image. */
export async function describedImage(t: TestApp, token: string, alt = 'Turma de inclusão digital em aula', width = 1200): Promise<number> {
  const uploaded = await uploadImage(t, token, await makeImage(width, 800))
  const id = (uploaded.body as { id: number }).id
  await t.request.put(`/api/midia/${id}`).set('authorization', token).send({ alt })
  return id
}

/** What a phone writes into a photo: where it was taken, with what camera, by whom. */
export const PRIVATE_DETAILS = {
  make: 'Fabricante Celular',
  model: 'Modelo Secreto X9',
  serial: 'SN-4417-2209',
  artist: 'Maria da Silva',
  /** In the XMP packet; the EXIF position is binary (rationals). */
  xmpPosition: '23,32.2057S',
}

/**
 * A 1000 × 600 JPEG stored sideways as a phone saves it: EXIF orientation 6 turns it to 600 × 1000 on display, with
 * the red half on top and the blue half below. It carries a Display P3 colour profile, EXIF with the GPS position,
 * camera make, model, serial number and artist, and an XMP packet with the position again.
 */
export async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [1000, 600]
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < width * height; i += 1) pixels[i * 3 + ((i % width) < width / 2 ? 0 : 2)] = 255
  const xmp =
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
    `<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="${PRIVATE_DETAILS.xmpPosition}"/>` +
    '</rdf:RDF></x:xmpmeta>'
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withIccProfile('p3')
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: PRIVATE_DETAILS.make, Model: PRIVATE_DETAILS.model, Artist: PRIVATE_DETAILS.artist },
      IFD2: { BodySerialNumber: PRIVATE_DETAILS.serial },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 32/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 1/1' },
    })
    .withXmp(xmp)
    .toBuffer()
}

/** The private details still readable in an image file: its EXIF, XMP and IPTC blocks, and the texts above. */
export async function privateDetailsIn(file: Buffer): Promise<string[]> {
  const { exif, xmp, iptc } = await sharp(file).metadata()
  const blocks = Object.entries({ exif, xmp, iptc }).filter(([, block]) => block !== undefined).map(([name]) => name)
  const texts = Object.values(PRIVATE_DETAILS).filter((text) => file.includes(text))
  return [...blocks, ...texts]
}
