/**
 * The server as production runs it: bundled by esbuild and started by plain Node, without tsx. Built here into
 * server/dist-test (two levels below the root, as server/dist) so that the test never depends on an earlier build.
 */
import { messages } from '@site/contracts'
import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bundleServer, ROOT } from '../build/bundle-server.ts'
import { resetDatabase, testDatabaseUrl } from './database.ts'
import { createClientDist } from './security/client-dist.ts'
import { testServerEnv, type ServerProcess } from './support/server-process.ts'
import { startTestServer } from './support/test-server.ts'

const OUTDIR = 'server/dist-test'

describe('the production bundle', () => {
  let dist: ReturnType<typeof createClientDist>
  let server: ServerProcess

  beforeAll(async () => {
    await bundleServer(OUTDIR)
    const databaseUrl = await testDatabaseUrl()
    await resetDatabase(databaseUrl)
    dist = createClientDist()
    // At production's log level: the debug lines of the other spawned tests are not what runs in production.
    const env = testServerEnv(databaseUrl, { CLIENT_DIST: dist.dir, LOG_LEVEL: 'info' })
    server = await startTestServer(env, { bundle: `${OUTDIR}/server.js` })
  })
  afterAll(async () => {
    await server?.stop()
    dist?.remove()
    rmSync(path.join(ROOT, OUTDIR), { recursive: true, force: true })
  })

  it('runs on plain Node, without tsx', () => {
    const argv = readFileSync(`/proc/${server.pid}/cmdline`, 'utf8').split('\0')
    expect(argv).toContain(`${OUTDIR}/server.js`)
    expect(argv.join(' ')).not.toMatch(/tsx/)
  })

  it('serves the site, the API and its errors, with the migrations, client and sample data found from server/dist', async () => {
    const page = await fetch(`${server.baseUrl}/validador`, { headers: { accept: '*/*' } })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<div id="root">')

    expect((await fetch(`${server.baseUrl}/health`)).status).toBe(200)
    expect((await fetch(`${server.baseUrl}/eventos/ativa`)).status).toBeLessThan(500)
    const callList = await fetch(`${server.baseUrl}/chamada`)
    expect(callList.status).toBe(200)

    const missing = await fetch(`${server.baseUrl}/certificado/NAOEXISTE1`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ mensagem: messages.certificates.notFound })
  })
})
