import { messages, PATHS, type StaffRole } from '@site/contracts'
import { composeMail, link, paragraph } from '../../mail/mail-body.ts'
import type { QueuedMail } from '../../mail/outbox.ts'
import { signature } from '../../mail/templates.ts'

const text = messages.accountMails

/** The token travels in the fragment, which browsers never send to a server nor put in a Referer. */
const linkTo = (origin: string, path: string, token: string) => `${origin}${path}#${token}`

/** `foundation`: the foundation's name as configured (foundationName), which the mails name and are signed with. */
export function invitationMail(origin: string, to: string, nome: string, role: StaffRole, token: string, foundation: string): QueuedMail {
  return {
    to,
    ...composeMail(text.invitationSubject(foundation), [
      paragraph(messages.mail.plainGreeting),
      paragraph(text.invited(messages.accounts.roleLabels[role], foundation), text.userName(nome)),
      paragraph(text.createPassword),
      link(messages.mailLinks.createPassword, linkTo(origin, PATHS.acceptInvitation, token)),
      paragraph(text.linkExpired, text.notExpected),
      signature(foundation),
    ]),
  }
}

export function passwordResetMail(origin: string, to: string, nome: string, token: string, foundation: string): QueuedMail {
  return {
    to,
    ...composeMail(text.resetSubject(foundation), [
      paragraph(messages.mail.plainGreeting),
      paragraph(text.resetRequested(nome), text.resetPassword),
      link(messages.mailLinks.resetPassword, linkTo(origin, PATHS.resetPassword, token)),
      paragraph(text.notExpected),
      signature(foundation),
    ]),
  }
}
