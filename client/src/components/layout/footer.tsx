import { Link } from 'react-router-dom'
import { SITE, fullAddress } from '../../config/site'
import { FOOTER_LINKS } from '../../content/navigation'
import { ExternalLink } from '../ui/external-link'
import './footer.css'

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="rodape-contato">
          <h2 id="rodape-contato" className="site-footer__title">
            {SITE.name}
          </h2>
          <address className="site-footer__address">
            {fullAddress()}
            <br />
            Telefone: <a href={`tel:${SITE.phone.tel}`}>{SITE.phone.display}</a>
            <br />
            E-mail: <a href={`mailto:${SITE.emails.contact}`}>{SITE.emails.contact}</a>
          </address>
        </section>
        <nav aria-labelledby="rodape-links">
          <h2 id="rodape-links" className="site-footer__title">
            Links úteis
          </h2>
          <ul role="list" className="site-footer__links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="rodape-redes">
          <h2 id="rodape-redes" className="site-footer__title">
            Redes sociais
          </h2>
          <ul role="list" className="site-footer__links">
            {SITE.social.map((network) => (
              <li key={network.name}>
                <ExternalLink href={network.url}>{network.name}</ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="site-footer__copyright">© 2025 {SITE.name}. Todos os direitos reservados.</p>
    </footer>
  )
}
