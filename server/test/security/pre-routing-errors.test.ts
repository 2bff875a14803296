/**
 * Requests that fail before any route or hook runs: Node's HTTP parser refuses them (header too large, a broken
 * request line, an unknown method) or the router cannot read their URL. They get the same JSON error body and the
 * same security headers as every other answer. Sent over a raw socket, since an HTTP client would refuse to send most.
 */
import { messages } from '@site/contracts'
import type { AddressInfo } from 'node:net'
import net from 'node:net'
import type { Response } from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../app.ts'
import { expectSecurityHeaders } from './headers.ts'

interface RawAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

/** Writes `request` as is and reads the answer until the server closes the connection. */
function sendRaw(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request))
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const [head = '', body = ''] = text.split('\r\n\r\n')
      const [statusLine = '', ...lines] = head.split('\r\n')
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      )
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body })
    })
  })
}

const request = (requestLine: string, extraHeaders = '') =>
  `${requestLine}\r\nHost: 127.0.0.1\r\nAccept: application/json\r\n${extraHeaders}Connection: close\r\n\r\n`

describe('errors raised before routing', () => {
  let t: TestApp
  let port: number
  beforeAll(async () => {
    t = await createTestApp()
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    port = (t.app.server.address() as AddressInfo).port
  })
  afterAll(() => t.close())

  it.each([
    ['431: headers larger than the parser accepts', request('GET / HTTP/1.1', `X-Grande: ${'a'.repeat(20_000)}\r\n`), 431, 'Request Header Fields Too Large', messages.common.headersTooLarge],
    ['400: a method nobody knows (FOO)', request('FOO / HTTP/1.1'), 400, 'Bad Request', messages.common.invalidRequest],
    ['400: a control character in the path', request('GET /a\x7fb HTTP/1.1'), 400, 'Bad Request', messages.common.invalidRequest],
    ['400: a request line that is not HTTP', 'LIXO\r\n\r\n', 400, 'Bad Request', messages.common.invalidRequest],
    ['400: a broken percent escape on an unknown path', request('GET /%zz HTTP/1.1'), 400, 'Bad Request', messages.common.invalidRequest],
    ['400: a broken percent escape in a route parameter', request('GET /certificado/%E0%A4%A HTTP/1.1'), 400, 'Bad Request', messages.common.invalidRequest],
    ['404: a known method the site does not serve (PROPFIND)', request('PROPFIND / HTTP/1.1'), 404, 'Not Found', messages.common.notFound],
  ])('%s', async (_case, raw, statusCode, error, message) => {
    const answer = await sendRaw(port, raw)
    expect(answer.status).toBe(statusCode)
    expect(answer.headers['content-type']).toMatch(/^application\/json/)
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body))
    expect(JSON.parse(answer.body)).toEqual({ statusCode, error, message, mensagem: message })
    expectSecurityHeaders({ headers: answer.headers } as unknown as Response)
  })

  it('408 for a request Node gave up waiting for, with the same body and headers', async () => {
    // Node raises it after headersTimeout/requestTimeout, checked only every 30 s: the error is handed over directly.
    const accepted = new Promise<net.Socket>((resolve) => t.app.server.once('connection', resolve))
    const client = net.connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    client.on('data', (chunk) => chunks.push(chunk))
    const closed = new Promise((resolve) => client.on('close', resolve))
    const timeout = Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' })
    t.app.server.emit('clientError', timeout, await accepted)
    await closed
    const [head = '', body = ''] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n')
    expect(head).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
    expect(head).toMatch(/\r\ncontent-security-policy: default-src 'self'/i)
    expect(JSON.parse(body)).toEqual({
      statusCode: 408,
      error: 'Request Timeout',
      message: messages.common.requestTimeout,
      mensagem: messages.common.requestTimeout,
    })
  })
})
