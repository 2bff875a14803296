import { messages, type Partner } from '@site/contracts'
import { ExternalLink } from '../../../components/ui/external-link'
import { ResponsivePicture } from '../../../components/ui/picture'
import { usePageData } from '../../../lib/page-data'
import { loadPartners } from '../api'
import { RemoteContent } from './remote-content'
import './partner-list.css'

/** A partner's logo above its name, or its name alone as a text logo. */
function PartnerMark({ partner }: { partner: Partner }) {
  if (!partner.logo) return partner.nome
  return (
    <>
      <ResponsivePicture className="partners__logo" picture={partner.logo} sizes="13rem" />
      <span>{partner.nome}</span>
    </>
  )
}

/** The partners in the staff's order, with their logos or as text logos; a partner with a site links to it. */
export function PartnerList() {
  const partners = usePageData('conteudo:parceiros', loadPartners)
  return (
    <RemoteContent remote={partners} empty={messages.contentPages.partnersEmpty}>
      {(items) => (
        <ul role="list" className="partners">
          {items.map((partner) => (
            <li key={partner.id}>
              {partner.link ? (
                <ExternalLink href={partner.link} className="partners__item partners__item--link">
                  <PartnerMark partner={partner} />
                </ExternalLink>
              ) : (
                <span className="partners__item">
                  <PartnerMark partner={partner} />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </RemoteContent>
  )
}
