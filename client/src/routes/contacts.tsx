import { HeroBanner } from '../components/layout/hero-banner'
import { PageMeta } from '../components/layout/page-meta'
import { ExternalLink } from '../components/ui/external-link'
import { MapEmbed } from '../components/ui/map-embed'
import { PageSection } from '../components/ui/page-section'
import { SITE, fullAddress, mapEmbedUrl, mapSearchUrl, whatsappLink } from '../config/site'
import './contacts.css'

export default function ContactsPage() {
  return (
    <>
      <PageMeta
        title="Contatos"
        description="Telefone, WhatsApp, e-mail e endereço da fundação em São José (SC), com mapa de localização."
      />
      <HeroBanner
        titleStart="Fale com a"
        titleEnd="fundação"
        subtitle="Estamos à disposição para tirar dúvidas sobre cursos, projetos e documentos."
      />
      <PageSection title="Canais de atendimento">
        <ul role="list" className="grid grid--2 contact-list">
          <li className="card">
            <h3 className="card__title">Telefone</h3>
            <a href={`tel:${SITE.phone.tel}`}>{SITE.phone.display}</a>
          </li>
          <li className="card">
            <h3 className="card__title">WhatsApp</h3>
            <ExternalLink href={whatsappLink()}>{SITE.whatsapp.display}</ExternalLink>
          </li>
          <li className="card">
            <h3 className="card__title">E-mail</h3>
            <a href={`mailto:${SITE.emails.contact}`}>{SITE.emails.contact}</a>
          </li>
          <li className="card">
            <h3 className="card__title">Endereço</h3>
            <address>{fullAddress()}</address>
          </li>
        </ul>
      </PageSection>
      <PageSection title="Como chegar" surface>
        <MapEmbed src={mapEmbedUrl()} openUrl={mapSearchUrl()} title={`Mapa: ${fullAddress()}`} />
      </PageSection>
    </>
  )
}
