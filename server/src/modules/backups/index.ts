export { lastBackupFailure } from './failure.ts'
export { createBackups, listBackups } from './service.ts'
export { backupDir } from './settings.ts'
