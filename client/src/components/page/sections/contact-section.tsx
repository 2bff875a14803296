import { contactChannels, messages, type ContactSettings } from '@site/contracts'
import { SITE, mapEmbedUrl, mapSearchUrl } from '../../../config/site'
import { phoneHref, socialProfiles, useLoadedSiteContacts, whatsappHref } from '../../../lib/site-contacts'
import { ContactChannels } from '../../layout/contact-channels'
import { ExternalLink } from '../../ui/external-link'
import { MapEmbedIsland } from '../../ui/map-embed'
import { SectionFrame, type SectionOf } from './section-parts'
import './contact-section.css'

const channel = contactChannels

/** One card per channel that is set in "Configurações". */
function ContactCards({ contacts }: { contacts: ContactSettings }) {
  const profiles = socialProfiles(contacts)
  return (
    <ul role="list" className="grid grid--2 contact-cards">
      {contacts.telefone && (
        <li className="card">
          <h3 className="card__title">{channel.telefone}</h3>
          <a href={phoneHref(contacts.telefone)}>{contacts.telefone}</a>
        </li>
      )}
      {contacts.whatsapp && (
        <li className="card">
          <h3 className="card__title">{channel.whatsapp}</h3>
          <ExternalLink href={whatsappHref(contacts.whatsapp)}>{contacts.whatsapp}</ExternalLink>
        </li>
      )}
      {contacts.email && (
        <li className="card">
          <h3 className="card__title">{channel.email}</h3>
          <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
        </li>
      )}
      {contacts.endereco && (
        <li className="card">
          <h3 className="card__title">{channel.endereco}</h3>
          <address>{contacts.endereco}</address>
        </li>
      )}
      {contacts.horario && (
        <li className="card">
          <h3 className="card__title">{channel.horario}</h3>
          <p>{contacts.horario}</p>
        </li>
      )}
      {profiles.length > 0 && (
        <li className="card">
          <h3 className="card__title">{channel.social}</h3>
          <ul role="list">
            {profiles.map((network) => (
              <li key={network.name}>
                <ExternalLink href={network.url}>{network.name}</ExternalLink>
              </li>
            ))}
          </ul>
        </li>
      )}
    </ul>
  )
}

/** The foundation's contact data as set in "Configurações": a short list, one card per channel, or the map. */
export function ContactSection({ section }: { section: SectionOf<'contato'> }) {
  const loaded = useLoadedSiteContacts()
  const contacts = loaded ?? {}
  return (
    <SectionFrame frame={section}>
      {section.exibicao === 'canais' && <ContactChannels />}
      {section.exibicao === 'cartoes' && <ContactCards contacts={contacts} />}
      {section.exibicao === 'mapa' && (
        // Cards above arrive with the contacts: until then the map sits higher than its place.
        <MapEmbedIsland
          src={mapEmbedUrl()}
          openUrl={mapSearchUrl()}
          title={messages.pageParts.mapTitle(contacts.endereco ?? SITE.mapQuery)}
          loadWhenNear={loaded !== undefined}
        />
      )}
    </SectionFrame>
  )
}
