import { messages } from '@site/contracts'
import { composeMail, fields, oneLine, paragraph } from '../../mail/mail-body.ts'
import type { QueuedMail } from '../../mail/outbox.ts'
import { AUTOMATIC, greeting, signature } from '../../mail/templates.ts'

interface Person {
  nome: string
  email: string
}

/** The foundation's name as configured (foundationName), which signs the mails. */
type Foundation = string

/** Confirms a cancellation made through the link, so a cancellation by someone else does not go unnoticed. */
export function cancellationMail(person: Person & { protocolo: string | null }, titulo: string, foundation: Foundation): QueuedMail {
  const text = messages.cancellationMail
  const event = oneLine(titulo)
  const details: [string, string][] = [[messages.registrationMail.event, event]]
  if (person.protocolo) details.unshift([messages.mail.protocol, person.protocolo])
  return {
    to: person.email,
    ...composeMail(text.subject(event), [
      greeting(person.nome),
      paragraph(text.cancelled),
      fields(details),
      paragraph(text.again),
      paragraph(text.notYou),
      paragraph(AUTOMATIC),
      signature(foundation),
    ]),
  }
}

/** Tells the place in the waiting list; the confirmation of the registration follows if a place frees up. */
export function waitlistMail(person: Person, titulo: string, posicao: number, foundation: Foundation): QueuedMail {
  const text = messages.waitlist
  const event = oneLine(titulo)
  return {
    to: person.email,
    ...composeMail(text.mailSubject(event), [
      greeting(person.nome),
      paragraph(text.mailJoined(posicao)),
      fields([[messages.registrationMail.event, event]]),
      paragraph(AUTOMATIC),
      signature(foundation),
    ]),
  }
}
