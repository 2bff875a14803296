import { messages } from '@site/contracts'
import type { QueuedMail } from '../../mail/outbox.ts'

export interface CertificateMailData {
  email: string
  nome: string
  titulo: string
  horas: number
  codigo: string
  /** `${publicOrigin}/validador/<codigo>` */
  link: string
}

/** A name or title inside a one-line subject: no line breaks, whatever was typed. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The participant's mail: where their certificate is, and its code. */
export function certificateMail(data: CertificateMailData): QueuedMail {
  return {
    to: data.email,
    subject: `${messages.eventOperations.certificateMailSubject}: ${oneLine(data.titulo)}`,
    text: [
      `Olá, ${oneLine(data.nome)}!`,
      '',
      `Obrigado pela sua presença em "${oneLine(data.titulo)}". O seu certificado, de ${data.horas} ${data.horas === 1 ? 'hora' : 'horas'}, já está disponível:`,
      '',
      data.link,
      '',
      `Código de verificação: ${data.codigo}`,
      'Qualquer pessoa pode conferir a autenticidade do certificado por esse endereço ou pelo código, no validador do site.',
      '',
      'Esta é uma mensagem automática. Se precisar falar conosco, use os contatos do site.',
      '',
      'Atenciosamente,',
      'Fundação Educacional',
    ].join('\n'),
  }
}
