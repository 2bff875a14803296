import { phoneHref, useSiteContacts, whatsappHref } from '../../lib/site-contacts'
import { ExternalLink } from '../ui/external-link'

/** Phone, WhatsApp and e-mail of the foundation, those that are set. */
export function ContactChannels() {
  const { telefone, whatsapp, email } = useSiteContacts()
  return (
    <ul className="contact-list" role="list">
      {telefone && (
        <li>
          <strong>Telefone:</strong> <a href={phoneHref(telefone)}>{telefone}</a>
        </li>
      )}
      {whatsapp && (
        <li>
          <strong>WhatsApp:</strong> <ExternalLink href={whatsappHref(whatsapp)}>{whatsapp}</ExternalLink>
        </li>
      )}
      {email && (
        <li>
          <strong>E-mail:</strong> <a href={`mailto:${email}`}>{email}</a>
        </li>
      )}
    </ul>
  )
}
