import { contactChannels } from '@site/contracts'
import { phoneHref, useSiteContacts, whatsappHref } from '../../lib/site-contacts'
import { ExternalLink } from '../ui/external-link'

/** Phone, WhatsApp and e-mail of the foundation, those that are set. */
const label = contactChannels

export function ContactChannels() {
  const { telefone, whatsapp, email } = useSiteContacts()
  return (
    <ul className="contact-list" role="list">
      {telefone && (
        <li>
          <strong>{label.telefone}:</strong> <a href={phoneHref(telefone)}>{telefone}</a>
        </li>
      )}
      {whatsapp && (
        <li>
          <strong>{label.whatsapp}:</strong> <ExternalLink href={whatsappHref(whatsapp)}>{whatsapp}</ExternalLink>
        </li>
      )}
      {email && (
        <li>
          <strong>{label.email}:</strong> <a href={`mailto:${email}`}>{email}</a>
        </li>
      )}
    </ul>
  )
}
