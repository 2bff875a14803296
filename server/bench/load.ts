import autocannon, { type Result } from 'autocannon'
import { codeFor } from './seed.ts'

export interface LoadOptions {
  baseUrl: string
  certificates: number
  connections: number
  durationSeconds: number
  warmupSeconds: number
}

/** GET /certificado/:codigo with a random existing code per request: warm-up first, then the measured run. */
export async function runLoad(options: LoadOptions): Promise<Result> {
  const randomPath = () => `/certificado/${codeFor(1 + Math.floor(Math.random() * options.certificates))}`
  const instance = autocannon({
    url: options.baseUrl,
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: 10,
    warmup: options.warmupSeconds > 0 ? { connections: options.connections, duration: options.warmupSeconds } : undefined,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: randomPath() }) }],
  })
  return await instance
}

/** One request before the run, so a missing route or a seeding problem is reported instead of measured. */
export async function checkEndpoint(baseUrl: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${baseUrl}/certificado/${codeFor(1).toLowerCase()}%20`)
  return { status: response.status, body: (await response.text()).slice(0, 200) }
}
