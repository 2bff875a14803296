/**
 * `tsx tools/parallel.ts '<command>' '<command>'...`: runs shell commands side by side. tsc and ESLint each use one
 * core, so on two cores two of them take the time of the longer. Each command's output is printed whole when it ends,
 * under its name, never mixed with another's; the exit code is 1 when any failed, and the last line names them.
 */
import { spawn } from 'node:child_process'

interface Outcome {
  command: string
  code: number | null
}

function run(command: string): Promise<Outcome> {
  const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] })
  const output: Buffer[] = []
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
  return new Promise((resolve) =>
    child.on('close', (code) => {
      process.stdout.write(`\n> ${command}\n${Buffer.concat(output).toString()}`)
      resolve({ command, code })
    }),
  )
}

const outcomes = await Promise.all(process.argv.slice(2).map(run))
const failed = outcomes.filter(({ code }) => code !== 0)
if (failed.length > 0) {
  console.error(`\nFalhou: ${failed.map(({ command }) => command).join('; ')}`)
  process.exitCode = 1
}
