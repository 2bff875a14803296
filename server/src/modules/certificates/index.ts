/** What an event uses to issue its attendees' certificates. */
export { randomCertificateCode } from './codes.ts'
export { toColumns } from './service.ts'
