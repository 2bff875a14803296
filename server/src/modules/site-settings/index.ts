/** The foundation's contact data and configured name, which the mails quote and the certificates carry. */
export { readContacts } from './service.ts'
