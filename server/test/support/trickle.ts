import net from 'node:net'

export type TrickleOutcome =
  | { status: number; headers: Record<string, string>; body: unknown }
  | { error: string }
  | { stillOpen: true }

export interface TrickleOptions {
  port: number
  path: string
  headers: Record<string, string | number>
  body: Buffer
  /** Bytes of the body sent at once after the headers; the rest goes one byte every `intervalMs`. */
  headBytes: number
  intervalMs: number
  /** The test gives up after this long and reports the connection as still open. */
  giveUpMs: number
}

/** The first complete HTTP response in `data`, or null while it is still arriving. */
export function parseResponse(data: Buffer): Exclude<TrickleOutcome, { error: string } | { stillOpen: true }> | null {
  const end = data.indexOf('\r\n\r\n')
  if (end < 0) return null
  const [statusLine, ...lines] = data.subarray(0, end).toString('latin1').split('\r\n')
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  )
  const length = Number(headers['content-length'] ?? 0)
  const body = data.subarray(end + 4)
  if (body.length < length) return null
  const text = body.subarray(0, length).toString('utf8')
  return { status: Number(statusLine!.split(' ')[1]), headers, body: text ? JSON.parse(text) : null }
}

/**
 * A client on a raw loopback socket that sends its headers and the start of the body, then a byte at a time: what
 * a slow-body attack looks like. Resolves with the server's answer (read even if the connection then resets), the
 * socket error when there was no answer, or `stillOpen` once `giveUpMs` has passed without either.
 */
export function trickleUpload(options: TrickleOptions): Promise<TrickleOutcome> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: options.port })
    let received = Buffer.alloc(0)
    let sent = 0
    let trickle: NodeJS.Timeout | undefined
    const finish = (outcome: TrickleOutcome) => {
      clearInterval(trickle)
      clearTimeout(giveUp)
      socket.destroy()
      resolve(outcome)
    }
    const giveUp = setTimeout(() => finish({ stillOpen: true }), options.giveUpMs)
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      const answer = parseResponse(received)
      if (answer) finish(answer)
    })
    socket.on('error', (error: NodeJS.ErrnoException) => finish(parseResponse(received) ?? { error: error.code ?? error.message }))
    socket.on('close', () => finish(parseResponse(received) ?? { error: 'closed without an answer' }))
    socket.on('connect', () => {
      const head = Object.entries(options.headers).map(([name, value]) => `${name}: ${value}\r\n`)
      socket.write(`POST ${options.path} HTTP/1.1\r\nhost: 127.0.0.1:${options.port}\r\n${head.join('')}\r\n`)
      sent = options.headBytes
      socket.write(options.body.subarray(0, sent))
      trickle = setInterval(() => {
        if (sent < options.body.length && !socket.destroyed) socket.write(options.body.subarray(sent, ++sent))
      }, options.intervalMs)
    })
  })
}
