import { messages } from '@site/contracts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { freePort } from '../../src/db/free-port.ts'
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

  beforeAll(async () => {
    databaseUrl = await testDatabaseUrl()
    await resetDatabase(databaseUrl)
    // No SMTP server: the queued mails just wait, which is all this test needs of them.
    env = testServerEnv(databaseUrl, { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` })
    server = await startTestServer(env)
  })
  afterAll(() => server?.stop())

  it('leaves nothing of the request stored, and a server started again on the same database takes submissions', { timeout: 90_000 }, async () => {
    // The RG is received whole; the certidão is cut in half.
    const upload = await startHeldBackUpload(
      `${server.baseUrl}/enviar-requerimento`,
      documentRequestForm(REQUESTER, pdfOfSize(CERTIDAO_BYTES)),
      CERTIDAO_BYTES / 2,
    )
    await vi.waitFor(() => expect(server.output()).toContain('"url":"/enviar-requerimento"'), { timeout: 10_000 })

    server.kill('SIGKILL')
    expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' })
    expect(await upload.outcome).toEqual({ error: expect.stringMatching(/ECONNRESET|EPIPE/) })
    expect(await storedCounts(databaseUrl)).toEqual({ volunteers: 0, requests: 0, files: 0, mails: 0 })

    server = await startTestServer(env)
    expect(await postForm(`${server.baseUrl}/enviar-requerimento`, documentRequestForm(REQUESTER))).toEqual({
      status: 201,
      body: { mensagem: messages.documentRequests.success, protocolo: expect.stringMatching(/^REQ-\d{4}-\d{6}$/) },
    })
    expect(await storedCounts(databaseUrl)).toEqual({ volunteers: 0, requests: 1, files: 2, mails: 2 })
  })
})
