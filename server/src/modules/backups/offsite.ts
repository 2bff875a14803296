/**
 * The off-site copy: rclone (Debian's `rclone` package) copies each verified archive and its record to
 * BACKUP_RCLONE_REMOTE, a remote the foundation set up with `rclone config` ("nuvem:fundacao/backups") or given
 * whole (":sftp,host=backup.example.org,user=fundacao:backups").
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { BackupError, backupErrors } from './errors.ts'

function rclone(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    // Its output can name the remote with its credentials: only the exit code is kept.
    const child = spawn('rclone', args, { stdio: 'ignore' })
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(new BackupError(error.code === 'ENOENT' ? backupErrors.rcloneMissing() : backupErrors.offsiteFailed(String(error.code)))),
    )
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(backupErrors.offsiteFailed(String(code))))))
  })
}

/** Copies `file` to `remote` under the same name. */
export function copyToRemote(remote: string, file: string): Promise<void> {
  const folder = remote.endsWith(':') || remote.endsWith('/') ? remote : `${remote}/`
  return rclone(['copyto', file, `${folder}${path.basename(file)}`])
}
