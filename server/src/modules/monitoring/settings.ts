import { statfs } from 'node:fs/promises'
import { publicOrigin, type Config } from '../../config/env.ts'
import { backupDir } from '../backups/index.ts'

/** What the disk check reads of a file system: the blocks free to this user, and all of them. */
export interface DiskSpace {
  bavail: number
  blocks: number
}

export interface MonitoringSettings {
  /** How often the checks run (ALERT_CHECK_INTERVAL); the loop runs everywhere but NODE_ENV=test. */
  intervalMs: number
  loop: boolean
  /** ALERT_EMAIL; unset, every active Administrador with an e-mail. */
  alertEmail?: string
  /** The folders whose file systems must keep free space: DATA_DIR and BACKUP_DIR. */
  dirs: string[]
  backupDir: string
  /** Below this fraction of free space, the disk alert is on. */
  minFreeFraction: number
  statfs: (dir: string) => Promise<DiskSpace>
  /** The site's address, for the link in the alerts' e-mails. */
  origin: string
}

export function monitoringSettings(config: Config, overrides: Partial<MonitoringSettings> = {}): MonitoringSettings {
  const backups = backupDir(config)
  return {
    intervalMs: config.ALERT_CHECK_INTERVAL * 1000,
    loop: config.NODE_ENV !== 'test',
    alertEmail: config.ALERT_EMAIL,
    dirs: [config.DATA_DIR, backups],
    backupDir: backups,
    minFreeFraction: 0.1,
    statfs: (dir) => statfs(dir),
    origin: publicOrigin(config),
    ...overrides,
  }
}
