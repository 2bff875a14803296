import path from 'node:path'
import { inject } from 'vitest'
import { runFailingServer, startServerProcess } from './server-process.ts'

/** Where a spawned server's log joins the run's captured logs, which global-setup checks for personal data. */
const capturedLogFile = () => path.join(inject('testLogDir'), `server-${process.pid}-${Date.now()}.log`)

export const startTestServer = (env: NodeJS.ProcessEnv, options: { healthTimeoutMs?: number; bundle?: string } = {}) =>
  startServerProcess({ env, logFile: capturedLogFile(), ...options })

export const runFailingTestServer = (env: NodeJS.ProcessEnv) => runFailingServer({ env, logFile: capturedLogFile() })

/** Starts `count` servers at once; if one fails, the others are stopped, so none is left polling the test database. */
export async function startTestServers(env: NodeJS.ProcessEnv, count: number) {
  const outcomes = await Promise.allSettled(Array.from({ length: count }, () => startTestServer(env)))
  const started = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []))
  const failure = outcomes.find((outcome) => outcome.status === 'rejected')
  if (!failure) return started
  await Promise.all(started.map((server) => server.stop()))
  throw failure.reason
}
