/** What the staff accounts (users) use of sign-in: passwords, account links, two-factor and the invitation mail. */
export { createAccountLink, voidAccountLinks } from './account-links.ts'
export { invitationMail } from './account-mails.ts'
export { hashPassword } from './service.ts'
export { newRecoveryCodes, newTotpSecret, storeRecoveryCodes, totpStep } from './two-factor.ts'
