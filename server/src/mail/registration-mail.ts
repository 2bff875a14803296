import { messages } from '@site/contracts'
import { calendarInvite, EVENT_DURATION_MINUTES } from './calendar-invite.ts'
import { composeMail, fields, link, oneLine, paragraph } from './mail-body.ts'
import type { QueuedMail } from './outbox.ts'
import { AUTOMATIC, SIGNATURE } from './templates.ts'
import type { MailSender } from './transport.ts'

export interface RegistrationMailData {
  id: number
  nome: string
  email: string
  /** INS-YEAR-NNNNNN, the number the visitor quotes when asking about the registration. */
  protocolo: string
  event: { titulo: string; data: string; horario: string; local: string; palestrante: string }
  /** The signed "Cancelar inscrição" link. */
  cancelUrl: string
  /** The site's origin, whose host names the calendar entry's UID. */
  origin: string
  /** MAIL_FROM, the calendar entry's organizer. */
  organizer: MailSender
}

/** '2026-12-21' -> '21/12/2026'; '14:30:00' -> '14h30'. */
const brazilianDate = (isoDate: string) => isoDate.split('-').reverse().join('/')
const brazilianTime = (time: string) => time.slice(0, 5).replace(':', 'h')

/** The registrant's confirmation: when and where, a calendar file, and the link to cancel. */
export function registrationMail(data: RegistrationMailData): QueuedMail {
  const { event } = data
  const titulo = oneLine(event.titulo)
  const when = `${brazilianDate(event.data)}, às ${brazilianTime(event.horario)} (horário de Brasília)`
  const invite = calendarInvite({
    uid: `inscricao-${data.id}@${new URL(data.origin).hostname}`,
    titulo,
    data: event.data,
    horario: event.horario,
    local: oneLine(event.local),
    description: [`Palestrante: ${oneLine(event.palestrante)}`, `Para cancelar a inscrição: ${data.cancelUrl}`].join('\n'),
    organizer: data.organizer,
  })
  return {
    to: data.email,
    ...composeMail(`Inscrição confirmada: ${titulo}`, [
      paragraph(`Olá, ${oneLine(data.nome)}!`),
      paragraph('Sua inscrição está confirmada. Anote os dados do evento:'),
      fields([
        ['Protocolo', data.protocolo],
        ['Evento', titulo],
        ['Data', when],
        ['Local', oneLine(event.local)],
        ['Palestrante', oneLine(event.palestrante)],
      ]),
      paragraph(
        `O arquivo anexo (evento.ics) coloca o evento na agenda do seu celular ou computador, com duração prevista de ${EVENT_DURATION_MINUTES / 60} horas.`,
      ),
      paragraph('Não poderá ir? Cancele a inscrição pelo link abaixo para liberar a vaga:'),
      link(messages.mailLinks.cancelRegistration, data.cancelUrl),
      paragraph(AUTOMATIC),
      SIGNATURE,
    ]),
    generatedAttachments: [invite],
  }
}
