/** What an event uses to issue its attendees' certificates. */
export { randomCertificateCode } from './codes.ts'
export { OWN_PDF_LINK } from './links.ts'
export { toColumns } from './service.ts'
