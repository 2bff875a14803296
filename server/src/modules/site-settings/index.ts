/** The foundation's contact data and configured name, which the mails quote, the pages and certificates carry. */
export { readContacts, readFoundationName } from './service.ts'
