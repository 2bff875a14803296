import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** The files of a git working tree that git does not ignore (tracked, or new and not ignored), as git lists them. */
export interface Repository {
  root: string
  files: ReadonlySet<string>
  folders: ReadonlySet<string>
  read(file: string): string
  /** Which of `paths` (relative to the root) match .gitignore: build output, data, generated code. */
  ignored(paths: string[]): Set<string>
}

export function openRepository(root: string): Repository {
  const files = new Set(
    git(root, ['ls-files', '-z', '--cached', '--others', '--exclude-standard'])
      .split('\0')
      .filter((file) => file !== '' && existsSync(path.join(root, file))),
  )
  const folders = new Set<string>()
  for (const file of files) {
    for (let folder = path.posix.dirname(file); folder !== '.'; folder = path.posix.dirname(folder)) folders.add(folder)
  }
  return {
    root,
    files,
    folders,
    read: (file) => readFileSync(path.join(root, file), 'utf8'),
    ignored: (paths) => {
      const inside = paths.filter((file) => file !== '..' && !file.startsWith('../'))
      if (inside.length === 0) return new Set()
      const output = git(root, ['check-ignore', '-z', '--stdin'], inside.join('\0'))
      return new Set(output.split('\0').filter((file) => file !== ''))
    },
  }
}

function git(root: string, args: string[], input?: string): string {
  try {
    return execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', input, stdio: ['pipe', 'pipe', 'pipe'] })
  } catch (error) {
    // check-ignore exits 1 when nothing matches.
    const { status, stdout } = error as { status?: number; stdout?: string }
    if (status === 1 && args[0] === 'check-ignore') return stdout ?? ''
    throw error
  }
}
