import { SENT_MAIL_CONTENT_DAYS } from '@site/contracts'
import { chmod, mkdir, readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'

/**
 * The .eml copies of a site without SMTP_URL: one per outbox row, named after it, so erasure, retention and the
 * sent-mail purge find the copy of each mail they empty. They hold personal data and live links: the folder is the
 * owner's only.
 */
export const MAIL_FOLDER_MODE = 0o700
export const MAIL_FILE_MODE = 0o600

const DAY_MS = 86_400_000
const MAIL_FILE = /^(\d+)\.eml$/

export const mailFileName = (mailId: number) => `${mailId}.eml`

/** Creates the folder, or makes an existing one (and the copies in it) the owner's only. */
export async function prepareMailFolder(directory: string): Promise<void> {
  await mkdir(directory, { recursive: true, mode: MAIL_FOLDER_MODE })
  await chmod(directory, MAIL_FOLDER_MODE)
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    if (entry.isFile()) await chmod(path.join(directory, entry.name), MAIL_FILE_MODE).catch(unlessGone)
  }
}

/** A copy deleted meanwhile (by a sweep of another instance on the same folder) is no error. */
const unlessGone = (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error
}

/**
 * Deletes the copies whose mail `live` does not return (emptied, or gone from the database), and the copies
 * named by time by earlier versions once they are older than the content of a sent mail is kept.
 */
export async function deleteMailFiles(directory: string, live: (mailIds: number[]) => Promise<number[]>, now = Date.now()): Promise<number> {
  const names = (await readdir(directory).catch(unlessGone)) ?? []
  const named = new Map<number, string>()
  const unnamed: string[] = []
  for (const name of names) {
    const match = MAIL_FILE.exec(name)
    if (match) named.set(Number(match[1]), name)
    else if (name.endsWith('.eml')) unnamed.push(name)
  }
  const kept = new Set(named.size > 0 ? await live([...named.keys()]) : [])
  const doomed = [...named].filter(([mailId]) => !kept.has(mailId)).map(([, name]) => name)
  for (const name of unnamed) {
    const modified = await stat(path.join(directory, name)).then((file) => file.mtimeMs, () => now)
    if (now - modified > SENT_MAIL_CONTENT_DAYS * DAY_MS) doomed.push(name)
  }
  await Promise.all(doomed.map((name) => rm(path.join(directory, name), { force: true })))
  return doomed.length
}
