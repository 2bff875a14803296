export { scheduleRetention } from './retention.ts'
