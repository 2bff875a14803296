/**
 * Uploads that hold a place without sending, on real sockets to a listening app: four idle bodies from one client
 * must not close the public forms to everyone else, idle and slow bodies get 408 within their first stretch, and
 * an answer given before the body arrived (503, 413, 415) reaches a client that reads only once it has sent
 * everything, as a browser does, instead of a reset connection. Behind TRUST_PROXY, X-Forwarded-For names each
 * visitor's address.
 */
import { MAX_UPLOAD_BYTES, messages } from '@site/contracts'
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { MAX_BODY_BYTES } from '../../src/modules/submissions/upload-gate.ts'
import { RETRY_AFTER_SECONDS } from '../../src/modules/submissions/upload-places.ts'
import { createTestApp, LIMITS_OUT_OF_REACH, type TestApp } from '../app.ts'
import { fieldParts, multipartBody, multipartType } from '../security/multipart.ts'
import { rawRequest, sendBody, type RawRequest } from '../support/raw-http.ts'
import { DOCUMENT_REQUEST, NOTHING_STORED, PDF, storedCounts, VOLUNTEER } from '../support/submission-fixtures.ts'

const pdf = (name: string, size = PDF.length) => ({
  name,
  filename: `${name}.pdf`,
  contentType: 'application/pdf',
  content: Buffer.concat([PDF, Buffer.alloc(size - PDF.length, ' ')]),
})
const volunteerBody = multipartBody([...fieldParts(VOLUNTEER), pdf('termoAdesao')])
const documentRequestBody = (certidaoBytes = PDF.length) =>
  multipartBody([...fieldParts(DOCUMENT_REQUEST), pdf('rg'), pdf('certidao', certidaoBytes)])

const ATTACKER = '198.51.100.66'
const created = (protocolo: RegExp) => ({ status: 201, body: { protocolo: expect.stringMatching(protocolo) } })

interface UploadApp {
  t: TestApp
  port: number
  /** Times the upload gate has taken an upload in (given it a place or put it in the queue). */
  gateDecisions(): number
  close(): Promise<void>
}

async function uploadApp(env: Record<string, string>): Promise<UploadApp> {
  const tmpDir = await mkdtemp(path.join(os.tmpdir(), 'fundacao-upload-test-'))
  const t = await createTestApp({
    env: { ...LIMITS_OUT_OF_REACH, TRUST_PROXY: '127.0.0.1,::1', UPLOAD_TMP_DIR: tmpDir, ...env },
    extra: { mail: { startWorker: false } },
  })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  return {
    t,
    port: (t.app.server.address() as AddressInfo).port,
    gateDecisions: () => t.logLines.filter((line) => /"msg":"upload (started|waiting for a place)"/.test(line)).length,
    async close() {
      await t.close()
      await rm(tmpDir, { recursive: true, force: true })
    },
  }
}

/** Opens an upload that declares a body and sends none of it. */
const idleUpload = (app: UploadApp, address: string, route = '/enviar-requerimento') =>
  rawRequest({
    port: app.port,
    path: route,
    headers: { 'content-type': multipartType(), 'content-length': 200_000, 'x-forwarded-for': address },
  })

/** Sends a whole form from `address`; `readAfterSending` reads the answer only once the body is sent. */
async function upload(app: UploadApp, route: string, body: Buffer, address: string, readAfterSending = false) {
  const request = rawRequest({
    port: app.port,
    path: route,
    headers: { 'content-type': multipartType(), 'content-length': body.length, 'x-forwarded-for': address },
    readAfterSending,
  })
  await sendBody(request, body)
  return request
}

describe('four idle uploads from one client (UPLOAD_CONCURRENCY=4)', () => {
  let app: UploadApp
  const idle: RawRequest[] = []
  beforeAll(async () => {
    // Idle bodies are given a long time here: what keeps the forms open is the places per address, not the timeout.
    app = await uploadApp({ UPLOAD_CONCURRENCY: '4', UPLOAD_TIMEOUT_MS: '60000', UPLOAD_QUEUE_WAIT_MS: '300' })
  })
  afterAll(async () => {
    for (const request of idle) request.socket.destroy()
    await app.close()
  })

  it('leave the volunteer and document request forms open to other visitors, and the idle ones beyond two get 503', async () => {
    const before = app.gateDecisions()
    idle.push(...[1, 2, 3, 4].map(() => idleUpload(app, ATTACKER)))
    await vi.waitFor(() => expect(app.gateDecisions() - before).toBeGreaterThanOrEqual(4), { timeout: 60_000, interval: 20 })

    const volunteer = await upload(app, '/enviar-voluntariado', volunteerBody, '203.0.113.20')
    expect(await volunteer.outcome).toMatchObject(created(/^VOL-/))
    const documentRequest = await upload(app, '/enviar-requerimento', documentRequestBody(), '203.0.113.21')
    expect(await documentRequest.outcome).toMatchObject(created(/^REQ-/))

    // Which two of the four got the places depends on the order they arrived in; the other two got their answer.
    const answered: unknown[] = []
    for (const request of idle) void request.outcome.then((answer) => answered.push(answer))
    await vi.waitFor(() => expect(answered).toHaveLength(2), { timeout: 60_000, interval: 20 })
    for (const answer of answered) {
      expect(answer).toMatchObject({ status: 503, headers: { 'retry-after': String(RETRY_AFTER_SECONDS) }, body: { mensagem: messages.uploads.busy } })
    }
  })
})

describe('idle and slow bodies (UPLOAD_TIMEOUT_MS=500, UPLOAD_CONCURRENCY=2)', () => {
  let app: UploadApp
  beforeAll(async () => {
    app = await uploadApp({ UPLOAD_CONCURRENCY: '2', UPLOAD_TIMEOUT_MS: '500', UPLOAD_QUEUE_WAIT_MS: '60000' })
  })
  afterEach(async () => {
    expect(await storedCounts(app.t.prisma)).toEqual(NOTHING_STORED)
  })
  afterAll(() => app.close())

  it('get 408 within their first stretch, the ones waiting in the queue too, and the connection then closes', async () => {
    const idle = ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'].map((address) => idleUpload(app, address))
    const answers = await Promise.all(idle.map((request) => request.outcome))
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 408, headers: { connection: 'close' }, body: { statusCode: 408, mensagem: messages.uploads.timeout } })
    }
    await Promise.all(idle.map((request) => request.closed))
  })

  it('a fast start buys no silence: 2 MB at once and then nothing is cut in the next stretch', async () => {
    const body = documentRequestBody(4 * 1024 * 1024)
    const request = rawRequest({
      port: app.port,
      path: '/enviar-requerimento',
      headers: { 'content-type': multipartType(), 'content-length': body.length, 'x-forwarded-for': '192.0.2.9' },
    })
    await request.send(body.subarray(0, 2 * 1024 * 1024))
    // Without the pace from the start, those 2 MB would have bought a minute of silence at 32 KB/s.
    const giveUp = new Promise<'still open'>((resolve) => setTimeout(resolve, 20_000, 'still open').unref())
    expect(await Promise.race([request.outcome, giveUp])).toMatchObject({ status: 408, body: { mensagem: messages.uploads.timeout } })
    request.socket.destroy()
  })
})

describe('answers sent before the body arrived, to a client that reads only once it has sent everything', () => {
  let app: UploadApp
  beforeAll(async () => {
    app = await uploadApp({ UPLOAD_CONCURRENCY: '1', UPLOAD_TIMEOUT_MS: '60000', UPLOAD_QUEUE_WAIT_MS: '200' })
  })
  afterEach(async () => {
    expect(await storedCounts(app.t.prisma)).toEqual(NOTHING_STORED)
  })
  afterAll(() => app.close())

  it('503 when no place came during the wait, with Retry-After, then the connection closes', async () => {
    const holder = idleUpload(app, ATTACKER)
    await vi.waitFor(() => expect(app.gateDecisions()).toBeGreaterThanOrEqual(1), { timeout: 60_000, interval: 20 })

    const refused = await upload(app, '/enviar-requerimento', documentRequestBody(3 * 1024 * 1024), '203.0.113.30', true)
    expect(await refused.outcome).toMatchObject({
      status: 503,
      headers: { 'retry-after': String(RETRY_AFTER_SECONDS), connection: 'close' },
      body: { statusCode: 503, mensagem: messages.uploads.busy },
    })
    await refused.closed
    holder.socket.destroy()
    await holder.closed
  })

  it('413 for a body declared over the limit, after the client sent all of it', async () => {
    const body = Buffer.alloc(MAX_BODY_BYTES + 1, 'x')
    const refused = await upload(app, '/enviar-requerimento', body, '203.0.113.31', true)
    expect(await refused.outcome).toMatchObject({
      status: 413,
      headers: { connection: 'close' },
      body: { statusCode: 413, mensagem: messages.uploads.requestTooLarge },
    })
    await refused.closed
  })

  it('415 for a file refused on its first bytes, with the rest of its 10 MB still on the way', async () => {
    const notPdf = { name: 'rg', filename: 'rg.pdf', contentType: 'application/pdf', content: Buffer.alloc(MAX_UPLOAD_BYTES, 'x') }
    const body = multipartBody([...fieldParts(DOCUMENT_REQUEST), notPdf])
    const refused = await upload(app, '/enviar-requerimento', body, '203.0.113.32', true)
    expect(await refused.outcome).toMatchObject({ status: 415, body: { mensagem: messages.uploads.unsupportedType } })
    await refused.closed
  })
})
