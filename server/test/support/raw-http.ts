import net from 'node:net'
import { parseResponse, type TrickleOutcome } from './trickle.ts'

export interface RawRequestOptions {
  port: number
  path: string
  method?: string
  headers: Record<string, string | number>
  /** Read nothing until the whole body is handed to the socket, as a browser busy uploading does. */
  readAfterSending?: boolean
}

export interface RawRequest {
  socket: net.Socket
  /** Writes part of the body, resolving once the socket took it. */
  send(bytes: Uint8Array): Promise<void>
  /** The first complete answer, else how the connection ended without one. Never rejects. */
  outcome: Promise<Exclude<TrickleOutcome, { stillOpen: true }>>
  /** Resolves when the connection has closed, whoever closed it. */
  closed: Promise<void>
}

/**
 * An HTTP/1.1 request on a raw loopback socket, its headers sent at once and its body written by the test at its own
 * pace, or never: what idle, slow and early-answered clients look like on the wire.
 */
export function rawRequest(options: RawRequestOptions): RawRequest {
  const socket = net.connect({ host: '127.0.0.1', port: options.port })
  if (options.readAfterSending) socket.pause()
  let received = Buffer.alloc(0)
  let settle: (outcome: Exclude<TrickleOutcome, { stillOpen: true }>) => void
  const outcome = new Promise<Exclude<TrickleOutcome, { stillOpen: true }>>((resolve) => (settle = resolve))
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk])
    const answer = parseResponse(received)
    if (answer) settle(answer)
  })
  socket.on('error', (error: NodeJS.ErrnoException) => settle(parseResponse(received) ?? { error: error.code ?? error.message }))
  socket.on('close', () => settle(parseResponse(received) ?? { error: 'closed without an answer' }))
  const head = Object.entries(options.headers).map(([name, value]) => `${name}: ${value}\r\n`)
  socket.write(`${options.method ?? 'POST'} ${options.path} HTTP/1.1\r\nhost: 127.0.0.1:${options.port}\r\n${head.join('')}\r\n`)

  const send = (bytes: Uint8Array) =>
    new Promise<void>((resolve) => {
      if (socket.write(bytes)) return resolve()
      const done = () => {
        socket.off('drain', done).off('close', done)
        resolve()
      }
      socket.once('drain', done).once('close', done)
    })
  return { socket, send, outcome, closed }
}

/** Sends the whole body in chunks (waiting for the socket each time), then starts reading if it was holding off. */
export async function sendBody(request: RawRequest, body: Uint8Array, chunkBytes = 64 * 1024) {
  for (let offset = 0; offset < body.length && !request.socket.destroyed; offset += chunkBytes) {
    await request.send(body.subarray(offset, offset + chunkBytes))
  }
  request.socket.resume()
}
