/**
 * `npm run screenshots:compare -- <dirA> <dirB>`: every PNG of either folder against its namesake, pixel by pixel.
 * Prints one line per file; for each pair that differs writes <dirB>/diff/<file>, the B image faded with the
 * differing pixels in red. Exits 1 when anything differs or is missing.
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const RED = [255, 0, 0, 255]
/** How much of the B image shows under the red: enough to see where on the page a difference is. */
const FADE = 0.25

interface Raw {
  data: Buffer
  width: number
  height: number
}

const decode = async (file: string): Promise<Raw> => {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/** The number of pixels whose RGBA differs, and the diff image when any does. */
function diff(a: Raw, b: Raw): { count: number; image: Buffer } {
  const image = Buffer.alloc(b.data.length)
  let count = 0
  for (let offset = 0; offset < b.data.length; offset += 4) {
    if (a.data.readUInt32BE(offset) !== b.data.readUInt32BE(offset)) {
      count += 1
      image.set(RED, offset)
    } else {
      for (let channel = 0; channel < 3; channel += 1) image[offset + channel] = 255 - (255 - b.data[offset + channel]!) * FADE
      image[offset + 3] = 255
    }
  }
  return { count, image }
}

async function compare(dirA: string, dirB: string, name: string, diffDir: string): Promise<string | null> {
  const fileA = path.join(dirA, name)
  const fileB = path.join(dirB, name)
  if (!existsSync(fileA)) return `só em ${dirB}`
  if (!existsSync(fileB)) return `só em ${dirA}`
  const [a, b] = await Promise.all([decode(fileA), decode(fileB)])
  if (a.width !== b.width || a.height !== b.height) return `tamanho difere (${a.width}×${a.height} e ${b.width}×${b.height})`
  const { count, image } = diff(a, b)
  if (count === 0) return null
  mkdirSync(diffDir, { recursive: true })
  await sharp(image, { raw: { width: b.width, height: b.height, channels: 4 } }).png().toFile(path.join(diffDir, name))
  return `${count} pixels diferem`
}

const pngs = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.png'))

const args = process.argv.slice(2)
if (args.length !== 2) throw new Error('uso: npm run screenshots:compare -- <pastaA> <pastaB>')
// npm runs scripts from the repository root; the folders are relative to where the command was typed.
const [dirA, dirB] = args.map((dir) => path.resolve(process.env.INIT_CWD ?? process.cwd(), dir)) as [string, string]
const diffDir = path.join(dirB, 'diff')
// Only this run's differences: a diff left by an earlier comparison would stand for one that is gone.
rmSync(diffDir, { recursive: true, force: true })

const names = [...new Set([...pngs(dirA), ...pngs(dirB)])].sort()
const width = Math.max(...names.map((name) => name.length))
let differing = 0
for (const name of names) {
  const difference = await compare(dirA, dirB, name, diffDir)
  if (difference) differing += 1
  console.log(`${name.padEnd(width)}  ${difference ?? 'idêntica'}`)
}
console.log(`\n${names.length} imagens, ${differing} diferentes${differing > 0 ? `; diferenças em ${diffDir}` : ''}`)
process.exitCode = differing > 0 || names.length === 0 ? 1 : 0
