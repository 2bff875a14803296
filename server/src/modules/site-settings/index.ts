/** The foundation's contact data, which the submission mails quote. */
export { readContacts } from './service.ts'
