/**
 * The age format (age-encryption.org/v1) with a passphrase, over node:crypto: the header's scrypt stanza and MAC,
 * then the payload in age's STREAM (64 KiB chunks, each sealed with ChaCha20-Poly1305, the last one flagged, so a
 * file cut short or altered fails). Native ciphers keep the backups at disk speed (decision 36); the format stays
 * the standard one, which `age -d` and the age-encryption package open (the tests check both).
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const VERSION_LINE = 'age-encryption.org/v1'
const SCRYPT_LABEL = 'age-encryption.org/v1/scrypt'
const CHUNK = 64 * 1024
const TAG = 16
const SEALED_CHUNK = CHUNK + TAG
const FILE_KEY_BYTES = 16
const NONCE_BYTES = 16
/** A header longer than this is not one of ours (ours is about 150 bytes). */
const MAX_HEADER_BYTES = 4096

/** Why an age file cannot be opened: what the reader tells its operator differs. */
export type AgeFailure = 'wrong-passphrase' | 'not-age' | 'corrupt'

export class AgeError extends Error {
  constructor(readonly failure: AgeFailure) {
    super(`age: ${failure}`)
  }
}

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, length: number, options: object) => Promise<Buffer>

/** scrypt as age uses it (r = 8, p = 1), in libuv's thread pool: the event loop keeps serving meanwhile. */
const scryptKey = (passphrase: string, salt: Buffer, logN: number) =>
  scryptAsync(passphrase, Buffer.concat([Buffer.from(SCRYPT_LABEL), salt]), 32, {
    N: 2 ** logN,
    r: 8,
    p: 1,
    maxmem: 129 * 8 * 2 ** logN,
  })

function seal(key: Uint8Array, nonce: Buffer, plaintext: Uint8Array): Buffer[] {
  const cipher = createCipheriv('chacha20-poly1305', key, nonce, { authTagLength: TAG })
  const sealed = cipher.update(plaintext)
  cipher.final()
  return [sealed, cipher.getAuthTag()]
}

/** The plaintext, or undefined when the tag does not match. */
function open(key: Uint8Array, nonce: Buffer, sealed: Uint8Array): Buffer | undefined {
  if (sealed.length < TAG) return undefined
  const decipher = createDecipheriv('chacha20-poly1305', key, nonce, { authTagLength: TAG })
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG))
  const plaintext = decipher.update(sealed.subarray(0, sealed.length - TAG))
  try {
    decipher.final()
    return plaintext
  } catch {
    return undefined
  }
}

/**
 * Cuts a stream of chunks into blocks of `size` bytes, in one buffer used again and again (fresh memory for each
 * block would cost more than the cipher). `onBlock` gets each full block once a byte after it arrived, so that the
 * block left at the end, full or not, is known to be the last; it must not keep the block.
 */
async function* blocks<T>(
  source: AsyncIterable<Uint8Array>,
  size: number,
  onBlock: (block: Buffer) => T,
): AsyncGenerator<T, Buffer> {
  const block = Buffer.allocUnsafe(size)
  let used = 0
  for await (const chunk of source) {
    for (let offset = 0; offset < chunk.length; ) {
      if (used === size) {
        yield onBlock(block)
        used = 0
      }
      const n = Math.min(size - used, chunk.length - offset)
      block.set(chunk.subarray(offset, offset + n), used)
      used += n
      offset += n
    }
  }
  return block.subarray(0, used)
}

const hkdf = (fileKey: Buffer, salt: Buffer, info: string) => Buffer.from(hkdfSync('sha256', fileKey, salt, info, 32))
const headerMac = (fileKey: Buffer, headerWithoutMac: Buffer) =>
  createHmac('sha256', hkdf(fileKey, Buffer.alloc(0), 'header')).update(headerWithoutMac).digest()
const base64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '')

/** STREAM's nonce: an 11-byte big-endian chunk counter, then 1 on the last chunk. */
function streamNonce(counter: number, last: boolean): Buffer {
  const nonce = Buffer.alloc(12)
  nonce.writeUIntBE(counter, 5, 6)
  nonce[11] = last ? 1 : 0
  return nonce
}

/** Encrypts `plaintext` under `passphrase` (scrypt work factor 2^logN), yielding the age file. */
export async function* encryptAge(plaintext: AsyncIterable<Uint8Array>, passphrase: string, logN: number): AsyncGenerator<Buffer> {
  const fileKey = randomBytes(FILE_KEY_BYTES)
  const salt = randomBytes(16)
  const wrapped = Buffer.concat(seal(await scryptKey(passphrase, salt, logN), Buffer.alloc(12), fileKey))
  const headerWithoutMac = Buffer.from(`${VERSION_LINE}\n-> scrypt ${base64(salt)} ${logN}\n${base64(wrapped)}\n---`)
  const nonce = randomBytes(NONCE_BYTES)
  yield Buffer.concat([headerWithoutMac, Buffer.from(` ${base64(headerMac(fileKey, headerWithoutMac))}\n`), nonce])

  const key = hkdf(fileKey, nonce, 'payload')
  let counter = 0
  const chunks = blocks(plaintext, CHUNK, (block) => seal(key, streamNonce(counter++, false), block))
  let next = await chunks.next()
  for (; !next.done; next = await chunks.next()) yield* next.value
  yield* seal(key, streamNonce(counter, true), next.value)
}

interface Header {
  salt: Buffer
  logN: number
  wrapped: Buffer
  withoutMac: Buffer
  mac: Buffer
  /** Its size in bytes, the final newline included. */
  size: number
}

/** Parses the header at the start of `bytes`; undefined while it is incomplete; throws when it is not ours. */
function parseHeader(bytes: Buffer, maxLogN: number): Header | undefined {
  const end = bytes.indexOf('\n---', 0, 'latin1')
  const lineEnd = end < 0 ? -1 : bytes.indexOf('\n', end + 4)
  if (lineEnd < 0) {
    if (bytes.length > MAX_HEADER_BYTES) throw new AgeError('not-age')
    return undefined
  }
  const lines = bytes.subarray(0, lineEnd).toString('latin1').split('\n')
  const [version, stanza, body, macLine] = lines
  const args = stanza?.split(' ') ?? []
  const logN = Number(args[3])
  const valid =
    lines.length === 4 &&
    version === VERSION_LINE &&
    args.length === 4 &&
    args[0] === '->' &&
    args[1] === 'scrypt' &&
    /^[1-9][0-9]?$/.test(args[3]!) &&
    /^[A-Za-z0-9+/]{22}$/.test(args[2]!) &&
    /^[A-Za-z0-9+/]{43}$/.test(body!) &&
    /^--- [A-Za-z0-9+/]{43}$/.test(macLine!)
  // Another recipient type, or a work factor beyond the memory budget: not an archive of this site.
  if (!valid || logN > maxLogN) throw new AgeError('not-age')
  return {
    salt: Buffer.from(args[2]!, 'base64'),
    logN,
    wrapped: Buffer.from(body!, 'base64'),
    withoutMac: bytes.subarray(0, end + 4),
    mac: Buffer.from(macLine!.slice(4), 'base64'),
    size: lineEnd + 1,
  }
}

/**
 * Decrypts the age file `ciphertext` with `passphrase`, yielding the plaintext chunk by chunk, each only once its
 * tag matched. Throws AgeError: 'wrong-passphrase' before the first chunk, 'not-age' for a header that is not an
 * scrypt one within `maxLogN`, 'corrupt' for an altered or truncated file (possibly after some chunks).
 */
export async function* decryptAge(ciphertext: AsyncIterable<Uint8Array>, passphrase: string, maxLogN: number): AsyncGenerator<Buffer> {
  const source = ciphertext[Symbol.asyncIterator]()
  let start = Buffer.alloc(0)
  let opened: { key: Buffer; size: number } | undefined
  while (!opened) {
    const next = await source.next()
    // Cut short within the header or its nonce.
    if (next.done) throw new AgeError('not-age')
    start = Buffer.concat([start, next.value])
    opened = await openHeader(start, passphrase, maxLogN)
  }
  const { key, size } = opened
  const payload = (async function* () {
    yield start.subarray(size)
    for (let next = await source.next(); !next.done; next = await source.next()) yield next.value
  })()
  let counter = 0
  const chunks = blocks(payload, SEALED_CHUNK, (block) => open(key, streamNonce(counter++, false), block))
  let next = await chunks.next()
  for (; !next.done; next = await chunks.next()) {
    if (!next.value) throw new AgeError('corrupt')
    yield next.value
  }
  const last = open(key, streamNonce(counter, true), next.value)
  // Only a file with no other chunk may end with an empty one.
  if (!last || (last.length === 0 && counter > 0)) throw new AgeError('corrupt')
  yield last
}

/** The payload's key and where the payload starts, once `bytes` hold the header and the nonce. */
async function openHeader(bytes: Buffer, passphrase: string, maxLogN: number): Promise<{ key: Buffer; size: number } | undefined> {
  const header = parseHeader(bytes, maxLogN)
  if (!header || bytes.length < header.size + NONCE_BYTES) return undefined
  const fileKey = open(await scryptKey(passphrase, header.salt, header.logN), Buffer.alloc(12), header.wrapped)
  if (!fileKey) throw new AgeError('wrong-passphrase')
  const mac = headerMac(fileKey, header.withoutMac)
  if (!timingSafeEqual(mac, header.mac)) throw new AgeError('not-age')
  const nonce = bytes.subarray(header.size, header.size + NONCE_BYTES)
  return { key: hkdf(fileKey, nonce, 'payload'), size: header.size + NONCE_BYTES }
}
