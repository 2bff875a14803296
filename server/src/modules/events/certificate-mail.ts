import { messages } from '@site/contracts'
import { composeMail, link, oneLine, paragraph } from '../../mail/mail-body.ts'
import type { QueuedMail } from '../../mail/outbox.ts'
import { AUTOMATIC, SIGNATURE } from '../../mail/templates.ts'

export interface CertificateMailData {
  email: string
  nome: string
  titulo: string
  horas: number
  codigo: string
  /** `${publicOrigin}/validador/<codigo>` */
  link: string
}

/** The participant's mail: where their certificate is, and its code. */
export function certificateMail(data: CertificateMailData): QueuedMail {
  const titulo = oneLine(data.titulo)
  return {
    to: data.email,
    ...composeMail(`${messages.eventOperations.certificateMailSubject}: ${titulo}`, [
      paragraph(`Olá, ${oneLine(data.nome)}!`),
      paragraph(
        `Obrigado pela sua presença em "${titulo}". O seu certificado, de ${data.horas} ${data.horas === 1 ? 'hora' : 'horas'}, já está disponível:`,
      ),
      link(messages.mailLinks.certificate, data.link),
      paragraph(
        `Código de verificação: ${data.codigo}`,
        'Qualquer pessoa pode conferir a autenticidade do certificado por esse endereço ou pelo código, no validador do site.',
      ),
      paragraph(AUTOMATIC),
      SIGNATURE,
    ]),
  }
}
