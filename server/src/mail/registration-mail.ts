import { messages } from '@site/contracts'
import { EVENT_DURATION_MINUTES } from '../calendar/icalendar.ts'
import { calendarInvite } from './calendar-invite.ts'
import { composeMail, fields, link, oneLine, paragraph } from './mail-body.ts'
import type { QueuedMail } from './outbox.ts'
import { AUTOMATIC, greeting, signature } from './templates.ts'
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
  /** The foundation's name as configured (foundationName), which signs the mail. */
  foundation: string
}

/** '2026-12-21' -> '21/12/2026'; '14:30:00' -> '14h30'. */
const brazilianDate = (isoDate: string) => isoDate.split('-').reverse().join('/')
const brazilianTime = (time: string) => time.slice(0, 5).replace(':', 'h')

/** The registrant's confirmation: when and where, a calendar file, and the link to cancel. */
export function registrationMail(data: RegistrationMailData): QueuedMail {
  const { event } = data
  const text = messages.registrationMail
  const titulo = oneLine(event.titulo)
  const when = text.when(brazilianDate(event.data), brazilianTime(event.horario))
  const invite = calendarInvite(
    {
      uid: `inscricao-${data.id}@${new URL(data.origin).hostname}`,
      summary: titulo,
      date: event.data,
      time: event.horario,
      location: oneLine(event.local),
      description: [`${text.speaker}: ${oneLine(event.palestrante)}`, text.cancelInCalendar(data.cancelUrl)].join('\n'),
    },
    data.organizer,
  )
  return {
    to: data.email,
    ...composeMail(text.subject(titulo), [
      greeting(data.nome),
      paragraph(text.confirmed),
      fields([
        [messages.mail.protocol, data.protocolo],
        [text.event, titulo],
        [text.date, when],
        [text.place, oneLine(event.local)],
        [text.speaker, oneLine(event.palestrante)],
      ]),
      paragraph(text.calendarFile(EVENT_DURATION_MINUTES / 60)),
      paragraph(text.cancelHint),
      link(messages.mailLinks.cancelRegistration, data.cancelUrl),
      paragraph(AUTOMATIC),
      signature(data.foundation),
    ]),
    generatedAttachments: [invite],
  }
}
