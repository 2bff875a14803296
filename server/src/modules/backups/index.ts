export { portugueseOf } from './errors.ts'
export { createBackups, listBackups } from './service.ts'
export { backupDir } from './settings.ts'
