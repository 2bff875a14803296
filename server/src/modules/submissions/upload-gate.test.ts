/**
 * The limits every upload goes through, over real HTTP: the size of the whole submission, the number of uploads
 * in flight, the pace of the body, and the temporary files, which never outlive their request.
 */
import { MAX_SUBMISSION_BYTES, MAX_UPLOAD_BYTES, messages } from '@site/contracts'
import { createHash } from 'node:crypto'
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/app.ts'
import { fieldParts, multipartBody, multipartType, type MultipartPart } from '../../../test/security/multipart.ts'
import { personalDataIn } from '../../../test/security/personal-data.ts'
import { documentRequestForm, openUpload, pdfOfSize, startHeldBackUpload } from '../../../test/support/submissions.ts'
import { DOCUMENT_REQUEST, NOTHING_STORED, PDF, storedCounts } from '../../../test/support/submission-fixtures.ts'
import { MAX_BODY_BYTES } from './upload-gate.ts'
import { RETRY_AFTER_SECONDS } from './upload-places.ts'

const MB = 1024 * 1024
const APPLICANT = { nome: 'Inês Pacheco Duarte', email: 'ines.pacheco@example.com' }

/** A document request whose files are PDFs of the given sizes, as rg, certidao, cpfDoc and procuracao. */
const requestBody = (...sizes: number[]) => {
  const files = sizes.map(
    (size, index): MultipartPart => ({
      name: ['rg', 'certidao', 'cpfDoc', 'procuracao'][index]!,
      filename: `documento-${index + 1}.pdf`,
      contentType: 'application/pdf',
      content: Buffer.concat([PDF, Buffer.alloc(size - PDF.length, index + 1)]),
    }),
  )
  return { body: multipartBody([...fieldParts(DOCUMENT_REQUEST), ...files]), files }
}

const sha256 = (content: Uint8Array) => createHash('sha256').update(content).digest('hex')

/** Each test app gets a temporary folder of its own for uploads, to check that nothing is left in it. */
async function uploadApp(env: Record<string, string>) {
  const tmpDir = await mkdtemp(path.join(os.tmpdir(), 'fundacao-upload-test-'))
  const t = await createTestApp({
    env: { SUBMISSION_RATE_LIMIT_MAX: '1000', UPLOAD_TMP_DIR: tmpDir, ...env },
    extra: { mail: { startWorker: false } },
  })
  const url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/enviar-requerimento`
  return {
    t,
    url,
    tmpDir,
    leftovers: () => readdir(tmpDir),
    async close() {
      await t.close()
      await rm(tmpDir, { recursive: true, force: true })
    },
  }
}
type UploadApp = Awaited<ReturnType<typeof uploadApp>>

/** Waits until an upload is being received: its temporary folder holds at least `bytes` of file. */
async function waitForUploadOnDisk(app: UploadApp, bytes: number) {
  await vi.waitFor(
    async () => {
      const [folder] = await app.leftovers()
      expect(folder).toMatch(/^fundacao-upload-/)
      const files = await readdir(path.join(app.tmpDir, folder!))
      const sizes = await Promise.all(files.map(async (file) => (await stat(path.join(app.tmpDir, folder!, file))).size))
      expect(sizes.reduce((total, size) => total + size, 0)).toBeGreaterThanOrEqual(bytes)
    },
    { timeout: 60_000, interval: 50 },
  )
}

const post = (app: UploadApp, body: Buffer) =>
  app.t.request.post('/enviar-requerimento').set('Content-Type', multipartType()).send(body)

const resetTables = async (t: TestApp) => {
  await t.prisma.outboxMail.deleteMany()
  await t.prisma.documentRequest.deleteMany()
}

describe('the size of a whole submission', () => {
  let app: UploadApp
  beforeAll(async () => {
    app = await uploadApp({})
  })
  afterEach(async () => {
    expect(await app.leftovers()).toEqual([])
    await resetTables(app.t)
  })
  afterAll(() => app.close())

  it('accepts files that add up to exactly 25 MB, stored byte for byte', async () => {
    const { body, files } = requestBody(MAX_UPLOAD_BYTES, MAX_UPLOAD_BYTES, MAX_SUBMISSION_BYTES - 2 * MAX_UPLOAD_BYTES)
    const response = await post(app, body)
    expect(response.status).toBe(201)
    const stored = await app.t.prisma.submissionFile.findMany({ orderBy: { fileName: 'asc' } })
    expect(stored.map((file) => [file.fileName, file.size, sha256(file.content)])).toEqual(
      files.map((file) => [file.filename, file.content.length, sha256(file.content as Buffer)]),
    )
  })

  it('refuses a body declared over the limit with 413 before reading it, and closes the connection', async () => {
    const { request, outcome } = openUpload(app.url, { 'content-type': multipartType(), 'content-length': MAX_BODY_BYTES + 1 })
    request.flushHeaders()
    const answer = await outcome
    expect(answer).toMatchObject({
      status: 413,
      headers: { connection: 'close' },
      body: { statusCode: 413, mensagem: messages.uploads.requestTooLarge },
    })
    request.destroy()
    expect(await storedCounts(app.t.prisma)).toEqual(NOTHING_STORED)
  })

  it('refuses files that add up to more than 25 MB with 413, also when the body is sent without a length', async () => {
    const { body } = requestBody(9 * MB, 9 * MB, 9 * MB)
    const { request, outcome } = openUpload(app.url, { 'content-type': multipartType() })
    for (let offset = 0; offset < body.length; offset += MB) request.write(body.subarray(offset, offset + MB))
    request.end()
    expect(await outcome).toMatchObject({ status: 413, body: { statusCode: 413, mensagem: messages.uploads.requestTooLarge } })
    expect(await storedCounts(app.t.prisma)).toEqual(NOTHING_STORED)
  })

  it('leaves no temporary file after a refused file type', async () => {
    const response = await post(
      app,
      multipartBody([...fieldParts(DOCUMENT_REQUEST), { name: 'rg', filename: 'rg.pdf', content: Buffer.alloc(MB, 'x') }]),
    )
    expect(response.status).toBe(415)
    expect(await storedCounts(app.t.prisma)).toEqual(NOTHING_STORED)
  })
})

describe('uploads in flight at once (UPLOAD_CONCURRENCY=1, no wait for a place)', () => {
  let app: UploadApp
  beforeAll(async () => {
    // The held-back upload waits for the test, however slow the machine: a long time to keep its pace.
    app = await uploadApp({ UPLOAD_CONCURRENCY: '1', UPLOAD_QUEUE_WAIT_MS: '0', UPLOAD_TIMEOUT_MS: '60000' })
  })
  afterAll(() => app.close())

  it('answers 503 with Retry-After beyond the limit, streams the one in flight to disk, and frees the slot after it', async () => {
    const held = await startHeldBackUpload(app.url, documentRequestForm(APPLICANT, pdfOfSize(4 * MB)), MB)
    await waitForUploadOnDisk(app, 2 * MB)

    const refused = openUpload(app.url, { 'content-type': multipartType() })
    refused.request.end(multipartBody(fieldParts(DOCUMENT_REQUEST)))
    expect(await refused.outcome).toMatchObject({
      status: 503,
      headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
      body: { statusCode: 503, mensagem: messages.uploads.busy },
    })

    held.finish()
    expect(await held.outcome).toEqual({ status: 201, body: { mensagem: messages.documentRequests.success, protocolo: expect.stringMatching(/^REQ-\d{4}-\d{6}$/) } })
    expect(await app.leftovers()).toEqual([])

    // A refused upload frees its slot too.
    const wrongType = await post(app, multipartBody([...fieldParts(DOCUMENT_REQUEST), { name: 'rg', filename: 'rg.pdf', content: 'texto' }]))
    expect(wrongType.status).toBe(415)
    const next = await post(app, requestBody(MB, MB).body)
    expect(next.status).toBe(201)
    expect(await app.t.prisma.documentRequest.count()).toBe(2)
  })

  it('shares its place with the staff\'s replies: a reply while a public upload holds it gets the 503', async () => {
    const { protocolo } = (await post(app, requestBody(MB, MB).body).expect(201)).body as { protocolo: string }
    const { id } = await app.t.prisma.documentRequest.findUniqueOrThrow({ where: { protocolo } })
    const auth = await app.t.adminToken()
    const reply = () => app.t.request.post(`/caixa/requerimentos/${id}/respostas`).set('authorization', auth).field('mensagem', 'Recebido.')

    const held = await startHeldBackUpload(app.url, documentRequestForm(APPLICANT, pdfOfSize(4 * MB)), MB)
    await waitForUploadOnDisk(app, 2 * MB)
    const refused = await reply()
    expect(refused.status).toBe(503)
    expect(refused.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS))
    expect(refused.body).toMatchObject({ statusCode: 503, mensagem: messages.uploads.busy })

    held.finish()
    expect(await held.outcome).toMatchObject({ status: 201 })
    expect((await reply()).status).toBe(204)
  })

  it('keeps the files of an upload in flight readable by the server\'s user only: folder 0700, files 0600', async () => {
    const held = await startHeldBackUpload(app.url, documentRequestForm(APPLICANT, pdfOfSize(4 * MB)), MB)
    await waitForUploadOnDisk(app, 2 * MB)
    const [folder] = await app.leftovers()
    const modeOf = async (target: string) => (await stat(target)).mode & 0o777
    expect(await modeOf(path.join(app.tmpDir, folder!))).toBe(0o700)
    const files = await readdir(path.join(app.tmpDir, folder!))
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) expect(await modeOf(path.join(app.tmpDir, folder!, file)), file).toBe(0o600)

    held.finish()
    expect(await held.outcome).toMatchObject({ status: 201 })
  })
})

describe('a body that trickles in (UPLOAD_TIMEOUT_MS=500)', () => {
  let app: UploadApp
  beforeAll(async () => {
    app = await uploadApp({ UPLOAD_TIMEOUT_MS: '500' })
  })
  afterAll(() => app.close())

  it('is cut with 408 (or a closed connection) instead of holding the socket, and nothing is stored', async () => {
    const { body } = requestBody(MB, MB)
    const { request, outcome } = openUpload(app.url, { 'content-type': multipartType(), 'content-length': body.length })
    request.write(body.subarray(0, 2_000))
    // A byte every 50 ms, until the server gives up: without the deadline this would go on for hours.
    let sent = 2_000
    const trickle = setInterval(() => request.write(body.subarray(sent, ++sent)), 50)
    const answer = await outcome.finally(() => clearInterval(trickle))
    request.destroy()

    if ('error' in answer) expect(answer.error).toMatch(/ECONNRESET|EPIPE/)
    else expect(answer).toMatchObject({ status: 408, headers: { connection: 'close' }, body: { mensagem: messages.uploads.timeout } })
    expect(app.t.logLines.some((line) => line.includes('"msg":"upload timed out"') && line.includes('"level":30'))).toBe(true)
    expect(await storedCounts(app.t.prisma)).toEqual(NOTHING_STORED)
    expect(await app.leftovers()).toEqual([])
  })
})

describe('a client that aborts its upload halfway', () => {
  let app: UploadApp
  beforeAll(async () => {
    app = await uploadApp({ UPLOAD_CONCURRENCY: '1', UPLOAD_TIMEOUT_MS: '60000' })
  })
  afterAll(() => app.close())

  it('is logged as an aborted request at info, with no 5xx diagnosis and no personal data', async () => {
    const before = app.t.logLines.length
    const logged = () => app.t.logLines.slice(before)
    const held = await startHeldBackUpload(app.url, documentRequestForm(APPLICANT, pdfOfSize(4 * MB)), MB)
    await vi.waitFor(() => expect(logged().join('\n')).toContain('"msg":"incoming request"'))
    held.abort()

    await vi.waitFor(() => expect(logged().join('\n')).toMatch(/request aborted by the client|database unavailable/))
    const aborted = logged().find((line) => line.includes('request aborted by the client'))
    expect(aborted && JSON.parse(aborted), logged().join('\n')).toMatchObject({ level: 30 })
    for (const line of logged()) {
      expect(JSON.parse(line).level, line).toBeLessThan(40)
      expect(line).not.toMatch(/database unavailable|unexpected error|"statusCode":5\d\d/)
      expect(personalDataIn(line), line).toEqual([])
    }
    expect(await storedCounts(app.t.prisma)).toEqual(NOTHING_STORED)
  })

  it('leaves no temporary file when it aborts in the middle of a file, and frees its slot', async () => {
    const held = await startHeldBackUpload(app.url, documentRequestForm(APPLICANT, pdfOfSize(4 * MB)), MB)
    await waitForUploadOnDisk(app, 2 * MB)
    held.abort()

    await vi.waitFor(async () => expect(await app.leftovers()).toEqual([]))
    const next = await post(app, requestBody(MB, MB).body)
    expect(next.status).toBe(201)
  })
})
