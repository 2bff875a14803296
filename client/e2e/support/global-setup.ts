import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'
import path from 'node:path'
import { startStack } from './stack.ts'



/** Starts the real stack once for the whole browser run; workers read its addresses from the environment. */
export default async function globalSetup() {
  const root = path.resolve(import.meta.dirname, '../../..')
  if (!existsSync(path.join(root, 'client/dist/index.html'))) execSync('npm run build', { cwd: root, stdio: 'inherit' })
  const stack = await startStack(Number(process.env.E2E_PORT ?? 4317))
  process.env.E2E_DATABASE_URL = stack.databaseUrl
  process.env.E2E_MAIL_DIR = stack.mailDir
  return () => stack.stop()
}
