/**
 * Requests without files that arrive too slowly, on real sockets to a listening app with REQUEST_TIMEOUT_MS=500:
 * a JSON body trickled a byte at a time, headers trickled a line at a time, and a body still trickling after the
 * answer was given. Each gets its 408 (where the server can still answer) and its connection closed, within
 * seconds instead of holding a socket for as long as the client likes.
 */
import { messages } from '@site/contracts'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, LIMITS_OUT_OF_REACH, type TestApp } from '../app.ts'
import { rawRequest } from '../support/raw-http.ts'
import { parseResponse, trickleUpload } from '../support/trickle.ts'

/** The test's bound: a server without request timeouts is still waiting when it passes. */
const GIVE_UP_MS = 15_000

const timeoutBody = {
  statusCode: 408,
  error: 'Request Timeout',
  message: messages.common.requestTimeout,
  mensagem: messages.common.requestTimeout,
}

let t: TestApp
let port: number

beforeAll(async () => {
  t = await createTestApp({ env: { ...LIMITS_OUT_OF_REACH, REQUEST_TIMEOUT_MS: '500' }, extra: { mail: { startWorker: false } } })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as AddressInfo).port
})
afterAll(() => t.close())

/** Resolves with what arrived once the server closes the connection, or 'still open' at GIVE_UP_MS. */
function untilClosed(socket: net.Socket): Promise<Buffer | 'still open'> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    const giveUp = setTimeout(() => resolve('still open'), GIVE_UP_MS)
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', () => {})
    socket.on('close', () => {
      clearTimeout(giveUp)
      resolve(Buffer.concat(chunks))
    })
  })
}

describe('a request that arrives too slowly', () => {
  it('POST /inscrever with a JSON body trickling a byte every 50 ms gets 408 with the Portuguese message', async () => {
    // At a byte every 50 ms this body would take two minutes to arrive.
    const body = Buffer.from(JSON.stringify({ nome: 'Rita de Cássia Lopes', email: 'rita.lopes@example.com', titulo: 'x'.repeat(2_400) }))
    const outcome = await trickleUpload({
      port,
      path: '/inscrever',
      headers: { 'content-type': 'application/json', 'content-length': body.length },
      body,
      headBytes: 5,
      intervalMs: 50,
      giveUpMs: GIVE_UP_MS,
    })
    expect(outcome).toEqual({ status: 408, headers: expect.objectContaining({ connection: 'close' }), body: timeoutBody })
    expect(await t.prisma.registration.count()).toBe(0)
  })

  it('headers trickling a line at a time get 408 with the same body', async () => {
    const socket = net.connect(port, '127.0.0.1')
    const closed = untilClosed(socket)
    socket.write('GET /health HTTP/1.1\r\nhost: 127.0.0.1\r\n')
    let line = 0
    const trickle = setInterval(() => !socket.destroyed && socket.write(`x-lento-${line++}: a\r\n`), 100)
    const received = await closed.finally(() => clearInterval(trickle))
    expect(received).not.toBe('still open')
    expect(parseResponse(received as Buffer)).toEqual({ status: 408, headers: expect.any(Object), body: timeoutBody })
  })

  it('a body still trickling after an early answer (401) closes its connection once it falls behind the pace', async () => {
    const request = rawRequest({
      port,
      path: '/usuarios',
      headers: { 'content-type': 'application/json', 'content-length': 10_000 },
    })
    const trickle = setInterval(() => !request.socket.destroyed && request.socket.write('{'), 50)
    expect(await request.outcome).toMatchObject({ status: 401, body: { mensagem: messages.common.unauthorized } })
    const giveUp = new Promise<'still open'>((resolve) => setTimeout(resolve, GIVE_UP_MS, 'still open').unref())
    expect(await Promise.race([request.closed.then(() => 'closed'), giveUp]).finally(() => clearInterval(trickle))).toBe('closed')
  })
})
