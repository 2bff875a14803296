import { messages } from '@site/contracts'
import { composeMail, link, oneLine, paragraph } from '../../mail/mail-body.ts'
import type { QueuedMail } from '../../mail/outbox.ts'
import { AUTOMATIC, greeting, signature } from '../../mail/templates.ts'

export interface CertificateMailData {
  email: string
  nome: string
  titulo: string
  horas: number
  codigo: string
  /** `${publicOrigin}/validador/<codigo>` */
  link: string
  /** The foundation's name as configured (foundationName), which signs the mail as it heads the certificate. */
  foundation: string
}

/** The participant's mail: where their certificate is, and its code. */
export function certificateMail(data: CertificateMailData): QueuedMail {
  const text = messages.certificateMail
  const titulo = oneLine(data.titulo)
  return {
    to: data.email,
    ...composeMail(`${messages.eventOperations.certificateMailSubject}: ${titulo}`, [
      greeting(data.nome),
      paragraph(text.thanks(titulo, data.horas)),
      link(messages.mailLinks.certificate, data.link),
      paragraph(text.code(data.codigo), text.anyoneCanCheck),
      paragraph(AUTOMATIC),
      signature(data.foundation),
    ]),
  }
}
