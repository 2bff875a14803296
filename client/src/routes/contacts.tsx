import { contactChannels, PATHS } from '@site/contracts'
import { HeroBanner } from '../components/layout/hero-banner'
import { PageMeta } from '../components/layout/page-meta'
import { ExternalLink } from '../components/ui/external-link'
import { MapEmbedIsland } from '../components/ui/map-embed'
import { PageSection } from '../components/ui/page-section'
import { SITE, mapEmbedUrl, mapSearchUrl } from '../config/site'
import { phoneHref, socialProfiles, useLoadedSiteContacts, whatsappHref } from '../lib/site-contacts'
import { contactsPage } from '../page-text/contacts'
import './contacts.css'

const channel = contactChannels

export default function ContactsPage() {
  const loaded = useLoadedSiteContacts()
  const contacts = loaded ?? {}
  const profiles = socialProfiles(contacts)
  return (
    <>
      <PageMeta path={PATHS.contacts} />
      <HeroBanner {...contactsPage.hero} />
      <PageSection title={contactsPage.channels}>
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
      </PageSection>
      <PageSection title={contactsPage.directions} surface>
        {/* The cards above arrive with the contacts: until then the map sits higher than its place. */}
        <MapEmbedIsland
          src={mapEmbedUrl()}
          openUrl={mapSearchUrl()}
          title={contactsPage.mapTitle(contacts.endereco ?? SITE.mapQuery)}
          loadWhenNear={loaded !== undefined}
        />
      </PageSection>
    </>
  )
}
