import { Link } from 'react-router-dom'
import { contactChannels, foundationName, siteShell, type PublicMenu } from '@site/contracts'
import { phoneHref, socialProfiles, useSiteContacts } from '../../lib/site-contacts'
import { ExternalLink } from '../ui/external-link'
import { SKIP_TARGETS } from './skip-targets'
import './footer.css'

/** The site's footer: the foundation's contact data as configured, and the links staff put in the "Menu"'s footer. */
export function Footer({ links }: { links: PublicMenu['rodape'] }) {
  const contacts = useSiteContacts()
  const profiles = socialProfiles(contacts)
  const name = foundationName(contacts)
  return (
    <footer id={SKIP_TARGETS.footer} tabIndex={-1} className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="rodape-contato">
          <h2 id="rodape-contato" className="site-footer__title">
            {name}
          </h2>
          <address className="site-footer__address">
            {contacts.endereco && <span className="site-footer__line">{contacts.endereco}</span>}
            {contacts.telefone && (
              <span className="site-footer__line">
                {contactChannels.telefone}: <a href={phoneHref(contacts.telefone)}>{contacts.telefone}</a>
              </span>
            )}
            {contacts.whatsapp && (
              <span className="site-footer__line">
                {contactChannels.whatsapp}: <a href={phoneHref(contacts.whatsapp)}>{contacts.whatsapp}</a>
              </span>
            )}
            {contacts.email && (
              <span className="site-footer__line">
                {contactChannels.email}: <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
              </span>
            )}
            {contacts.horario && <span className="site-footer__line">{contacts.horario}</span>}
          </address>
        </section>
        <nav aria-labelledby="rodape-links">
          <h2 id="rodape-links" className="site-footer__title">
            {siteShell.usefulLinks}
          </h2>
          <ul role="list" className="site-footer__links">
            {links.map((link) => (
              <li key={link.caminho}>
                <Link to={link.caminho}>{link.rotulo}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {profiles.length > 0 && (
          <section aria-labelledby="rodape-redes">
            <h2 id="rodape-redes" className="site-footer__title">
              {contactChannels.social}
            </h2>
            <ul role="list" className="site-footer__links">
              {profiles.map((network) => (
                <li key={network.name}>
                  <ExternalLink href={network.url}>{network.name}</ExternalLink>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {/* The year of the clock that draws it: the server's and the visitor's differ only in the last hours of a year. */}
      <p className="site-footer__copyright" suppressHydrationWarning>
        {siteShell.copyright(new Date().getFullYear(), name)}
      </p>
    </footer>
  )
}
