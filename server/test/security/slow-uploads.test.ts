/**
 * Slow-body attacks on every upload route: a client sends its headers, the start of a body, then a byte at a time.
 * With UPLOAD_TIMEOUT_MS=500 the server cuts each one with 408 (or closes the connection) within seconds, stores
 * nothing and frees its place for the next upload. Raw loopback sockets, each bounded to GIVE_UP_MS.
 */
import { messages } from '@site/contracts'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { makeImage, uploadImage } from '../support/images.ts'
import { DOCUMENT_REQUEST, NOTHING_STORED, PNG, storedCounts, VOLUNTEER } from '../support/submission-fixtures.ts'
import { trickleUpload, type TrickleOutcome } from '../support/trickle.ts'
import { createTestApp, LIMITS_OUT_OF_REACH, type TestApp } from '../app.ts'
import { fieldParts, multipartBody, multipartType } from './multipart.ts'

const GIVE_UP_MS = 10_000

let t: TestApp
let port: number
let token: string

beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_TIMEOUT_MS: '500', ...LIMITS_OUT_OF_REACH }, extra: { mail: { startWorker: false } } })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as AddressInfo).port
  token = await t.adminToken()
})
beforeEach(async () => {
  await t.prisma.mediaImage.deleteMany()
})
afterAll(() => t.close())

/** A file part far larger than what trickles in before the deadline. */
const bigPng = (field: string) => ({
  name: field,
  filename: 'foto.png',
  contentType: 'image/png',
  content: Buffer.concat([PNG, Buffer.alloc(256 * 1024, 1)]),
})

function expectCut(outcome: TrickleOutcome) {
  expect(outcome).not.toEqual({ stillOpen: true })
  if ('error' in outcome) expect(outcome.error).toMatch(/ECONNRESET|EPIPE|closed without an answer/)
  else expect(outcome).toMatchObject({ status: 408, headers: { connection: 'close' }, body: { mensagem: messages.uploads.timeout } })
}

const trickle = (path: string, body: Buffer, headers: Record<string, string> = {}) =>
  trickleUpload({
    port,
    path,
    headers: { 'content-type': multipartType(), 'content-length': body.length, ...headers },
    body,
    headBytes: 300,
    intervalMs: 50,
    giveUpMs: GIVE_UP_MS,
  })

describe('a body that trickles in', () => {
  it('is cut on the media library upload, nothing is stored, and the next upload goes through', async () => {
    const before = t.logLines.length
    const body = multipartBody([bigPng('arquivo')])
    // Two at once take both places of the images in work: the upload after them gets through only if both are freed.
    const outcomes = await Promise.all([1, 2].map(() => trickle('/api/midia', body, { authorization: token })))
    for (const outcome of outcomes) expectCut(outcome)
    expect(await t.prisma.mediaImage.count()).toBe(0)
    expect(t.logLines.slice(before).some((line) => line.includes('"msg":"upload timed out"'))).toBe(true)

    const next = await uploadImage(t, token, await makeImage(400, 300), 'depois.png')
    expect(next.status).toBe(201)
  })

  it.each([
    ['/enviar-voluntariado', fieldParts(VOLUNTEER), 'termoAdesao'],
    ['/enviar-requerimento', fieldParts(DOCUMENT_REQUEST), 'rg'],
  ])('is cut on the public form %s, and nothing is stored or mailed', async (path, fields, fileField) => {
    expectCut(await trickle(path, multipartBody([...fields, bigPng(fileField)])))
    expect(await storedCounts(t.prisma)).toEqual(NOTHING_STORED)
  })
})
