import sharp from 'sharp'
import { crc32, deflateSync } from 'node:zlib'
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
