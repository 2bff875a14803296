import { messages } from '@site/contracts'
import { ExternalLink } from '../../../components/ui/external-link'
import { useRemoteData } from '../../../lib/use-remote-data'
import { loadPartners } from '../api'
import { RemoteContent } from './remote-content'
import './partner-list.css'

/** The partners as text logos, in the staff's order; a partner with a site links to it. */
export function PartnerList() {
  const partners = useRemoteData(loadPartners)
  return (
    <RemoteContent remote={partners} empty={messages.contentPages.partnersEmpty}>
      {(items) => (
        <ul role="list" className="partners">
          {items.map((partner) => (
            <li key={partner.id}>
              {partner.link ? (
                <ExternalLink href={partner.link} className="partners__item partners__item--link">
                  {partner.nome}
                </ExternalLink>
              ) : (
                <span className="partners__item">{partner.nome}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </RemoteContent>
  )
}
