import { Link } from 'react-router-dom'
import { ExternalLink } from './external-link'

export type CardLinkTarget = { href: string; label: string; external?: boolean }

/** The action of a card: its visible label ("Saiba mais") plus, for screen readers, what it is about. */
export function CardLink({ link, about, className }: { link: CardLinkTarget; about: string; className?: string }) {
  const content = (
    <>
      {link.label}
      <span className="visually-hidden">: {about}</span>
    </>
  )
  return link.external ? (
    <ExternalLink href={link.href} className={className}>
      {content}
    </ExternalLink>
  ) : (
    <Link to={link.href} className={className}>
      {content}
    </Link>
  )
}
