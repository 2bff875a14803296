import { PATHS } from '@site/contracts'
import { HeroBanner } from '../components/layout/hero-banner'
import { PageMeta } from '../components/layout/page-meta'
import { ExternalLink } from '../components/ui/external-link'
import { MapEmbed } from '../components/ui/map-embed'
import { PageSection } from '../components/ui/page-section'
import { SITE, mapEmbedUrl, mapSearchUrl } from '../config/site'
import { phoneHref, socialProfiles, useLoadedSiteContacts, whatsappHref } from '../lib/site-contacts'
import './contacts.css'

export default function ContactsPage() {
  const loaded = useLoadedSiteContacts()
  const contacts = loaded ?? {}
  const profiles = socialProfiles(contacts)
  return (
    <>
      <PageMeta path={PATHS.contacts} />
      <HeroBanner
        titleStart="Fale com a"
        titleEnd="fundação"
        subtitle="Estamos à disposição para tirar dúvidas sobre cursos, projetos e documentos."
      />
      <PageSection title="Canais de atendimento">
        <ul role="list" className="grid grid--2 contact-cards">
          {contacts.telefone && (
            <li className="card">
              <h3 className="card__title">Telefone</h3>
              <a href={phoneHref(contacts.telefone)}>{contacts.telefone}</a>
            </li>
          )}
          {contacts.whatsapp && (
            <li className="card">
              <h3 className="card__title">WhatsApp</h3>
              <ExternalLink href={whatsappHref(contacts.whatsapp)}>{contacts.whatsapp}</ExternalLink>
            </li>
          )}
          {contacts.email && (
            <li className="card">
              <h3 className="card__title">E-mail</h3>
              <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
            </li>
          )}
          {contacts.endereco && (
            <li className="card">
              <h3 className="card__title">Endereço</h3>
              <address>{contacts.endereco}</address>
            </li>
          )}
          {contacts.horario && (
            <li className="card">
              <h3 className="card__title">Horário de atendimento</h3>
              <p>{contacts.horario}</p>
            </li>
          )}
          {profiles.length > 0 && (
            <li className="card">
              <h3 className="card__title">Redes sociais</h3>
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
      <PageSection title="Como chegar" surface>
        {/* The cards above arrive with the contacts: until then the map sits higher than its place. */}
        <MapEmbed
          src={mapEmbedUrl()}
          openUrl={mapSearchUrl()}
          title={`Mapa: ${contacts.endereco ?? SITE.mapQuery}`}
          loadWhenNear={loaded !== undefined}
        />
      </PageSection>
    </>
  )
}
