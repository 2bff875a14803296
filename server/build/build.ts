/**
 * `npm run build`: the client (Vite, into client/dist) and the server (esbuild, into server/dist: see
 * bundle-server.ts), so that plain Node runs the server without tsx compiling the sources in memory.
 * `--changed` (npm start) builds only what is older than its sources.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { bundleServer, ROOT } from './bundle-server.ts'

interface Target {
  output: string
  /** Files and folders whose change makes the output stale (relative to the repository root). */
  sources: string[]
  build(): unknown
}

const TARGETS: Target[] = [
  {
    output: 'client/dist/index.html',
    sources: ['client/src', 'client/public', 'client/build', 'client/index.html', 'client/vite.config.ts', 'client/package.json', 'contracts/src', 'package-lock.json'],
    build: () => {
      const result = spawnSync('npm', ['run', 'build', '-w', 'client'], { cwd: ROOT, stdio: 'inherit' })
      if (result.status !== 0) throw new Error('o build do cliente falhou')
    },
  },
  {
    output: 'server/dist/server.js',
    sources: ['server/src', 'server/build', 'server/package.json', 'contracts/src', 'package-lock.json'],
    build: () => bundleServer(),
  },
]

/** The newest modification time under `entry`, a file or a folder walked whole (0 when it does not exist). */
function newestChange(entry: string): number {
  const stat = statSync(entry, { throwIfNoEntry: false })
  if (!stat?.isDirectory()) return stat?.mtimeMs ?? 0
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))))
}

const isStale = ({ output, sources }: Target) =>
  newestChange(path.join(ROOT, output)) < Math.max(...sources.map((source) => newestChange(path.join(ROOT, source))))

const onlyChanged = process.argv.includes('--changed')
for (const target of TARGETS) {
  const name = path.dirname(target.output)
  if (onlyChanged && !isStale(target)) {
    console.log(`${name} em dia`)
    continue
  }
  const startedAt = performance.now()
  await target.build()
  console.log(`${name} construído em ${Math.round(performance.now() - startedAt)} ms`)
}
