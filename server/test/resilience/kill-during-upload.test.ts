import { messages } from '@site/contracts'
import { mkdir, mkdtemp, readdir, rm, stat, utimes } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { freePort } from '../../src/db/free-port.ts'
import { HOST_TAG, LEFTOVER_AGE_MS } from '../../src/modules/submissions/upload-folders.ts'
import { resetDatabase, testDatabaseUrl } from '../database.ts'
import { testServerEnv, type ServerProcess } from '../support/server-process.ts'
import { startTestServer } from '../support/test-server.ts'
import { documentRequestForm, pdfOfSize, postForm, startHeldBackUpload, storedCounts } from '../support/submissions.ts'

const REQUESTER = { nome: 'Joana Esteves Marinho', email: 'joana.esteves@example.com' }
const CERTIDAO_BYTES = 2 * 1024 * 1024

describe('the server killed (SIGKILL) in the middle of an upload', () => {
  let databaseUrl: string
  let env: NodeJS.ProcessEnv
  let server: ServerProcess
  let tmpDir: string

  beforeAll(async () => {
    databaseUrl = await testDatabaseUrl()
    await resetDatabase(databaseUrl)
    tmpDir = await mkdtemp(path.join(os.tmpdir(), 'fundacao-kill-upload-'))
    env = testServerEnv(databaseUrl, {
      // No SMTP server: the queued mails just wait, which is all this test needs of them.
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      UPLOAD_TMP_DIR: tmpDir,
      // The upload is held back until the kill: however slow the machine, it must not be cut before.
      UPLOAD_TIMEOUT_MS: '120000',
    })
    server = await startTestServer(env)
  })
  afterAll(async () => {
    await server?.stop()
    await rm(tmpDir, { recursive: true, force: true })
  })

  /** The upload folders in UPLOAD_TMP_DIR, with the bytes each one holds. */
  const uploadFolders = async () =>
    Promise.all(
      (await readdir(tmpDir)).map(async (name) => {
        const files = await readdir(path.join(tmpDir, name)).catch(() => [])
        const sizes = await Promise.all(files.map(async (file) => (await stat(path.join(tmpDir, name, file))).size))
        return { name, bytes: sizes.reduce((total, size) => total + size, 0) }
      }),
    )

  it('leaves nothing of the request stored; started again, the server removes the upload\'s temporary folder and takes submissions', { timeout: 300_000 }, async () => {
    // The RG is received whole; the certidão is cut in half.
    const upload = await startHeldBackUpload(
      `${server.baseUrl}/enviar-requerimento`,
      documentRequestForm(REQUESTER, pdfOfSize(CERTIDAO_BYTES)),
      CERTIDAO_BYTES / 2,
    )
    await vi.waitFor(() => expect(server.output()).toContain('"url":"/enviar-requerimento"'), { timeout: 60_000 })
    await vi.waitFor(async () => expect((await uploadFolders()).some((folder) => folder.bytes > 0)).toBe(true), { timeout: 60_000, interval: 50 })

    server.kill('SIGKILL')
    expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' })
    expect(await upload.outcome).toEqual({ error: expect.stringMatching(/ECONNRESET|EPIPE/) })
    expect(await storedCounts(databaseUrl)).toEqual({ volunteers: 0, requests: 0, files: 0, mails: 0 })
    const [killed, ...others] = await uploadFolders()
    expect(others).toEqual([])
    expect(killed!.name).toMatch(/^fundacao-upload-/)

    // Beside it: the folder of an upload in flight in another process of this machine (this test's), one of another
    // machine sharing the folder, fresh, and one of it that is old, one of an earlier version, old, and a stranger.
    const hourAgo = new Date(Date.now() - LEFTOVER_AGE_MS - 60_000)
    const kept = [`fundacao-upload-${HOST_TAG}-${process.pid}-aB3dE6`, 'fundacao-upload-0badf00d-4242-fRe5h1', 'fundacao-upload-de-outro']
    const old = ['fundacao-upload-0badf00d-4243-0ld0ld', 'fundacao-upload-X7pQ2z']
    for (const name of [...kept, ...old]) await mkdir(path.join(tmpDir, name))
    for (const name of old) await utimes(path.join(tmpDir, name), hourAgo, hourAgo)

    server = await startTestServer(env)
    expect((await readdir(tmpDir)).sort()).toEqual(kept.sort())
    expect(await postForm(`${server.baseUrl}/enviar-requerimento`, documentRequestForm(REQUESTER))).toEqual({
      status: 201,
      body: { mensagem: messages.documentRequests.success, protocolo: expect.stringMatching(/^REQ-\d{4}-\d{6}$/) },
    })
    expect(await storedCounts(databaseUrl)).toEqual({ volunteers: 0, requests: 1, files: 2, mails: 2 })
  })
})
