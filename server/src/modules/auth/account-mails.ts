import { messages, PATHS, type StaffRole } from '@site/contracts'
import { composeMail, link, paragraph } from '../../mail/mail-body.ts'
import type { QueuedMail } from '../../mail/outbox.ts'
import { SIGNATURE } from '../../mail/templates.ts'

const IGNORE = 'Se você não esperava esta mensagem, pode ignorá-la: nada muda na sua conta.'

/** The token travels in the fragment, which browsers never send to a server nor put in a Referer. */
const linkTo = (origin: string, path: string, token: string) => `${origin}${path}#${token}`

export function invitationMail(origin: string, to: string, nome: string, role: StaffRole, token: string): QueuedMail {
  return {
    to,
    ...composeMail('Convite para a área administrativa da Fundação Educacional', [
      paragraph('Olá,'),
      paragraph(
        `Você foi convidado(a) para a área administrativa do site da Fundação Educacional, com o perfil ${messages.accounts.roleLabels[role]}.`,
        `Seu nome de usuário é: ${nome}`,
      ),
      paragraph('Para criar a sua senha, abra o link abaixo. Ele vale por uma hora e funciona uma única vez:'),
      link(messages.mailLinks.createPassword, linkTo(origin, PATHS.acceptInvitation, token)),
      paragraph('Se o link expirar, use "Esqueci minha senha" na página de login ou peça um novo convite.', IGNORE),
      SIGNATURE,
    ]),
  }
}

export function passwordResetMail(origin: string, to: string, nome: string, token: string): QueuedMail {
  return {
    to,
    ...composeMail('Nova senha da área administrativa da Fundação Educacional', [
      paragraph('Olá,'),
      paragraph(
        `Recebemos um pedido para criar uma nova senha para o usuário ${nome}.`,
        'Abra o link abaixo para escolher a nova senha. Ele vale por uma hora e funciona uma única vez:',
      ),
      link(messages.mailLinks.resetPassword, linkTo(origin, PATHS.resetPassword, token)),
      paragraph(IGNORE),
      SIGNATURE,
    ]),
  }
}
