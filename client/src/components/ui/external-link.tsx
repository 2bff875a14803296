import { siteShell } from '@site/contracts'
import type { AnchorHTMLAttributes, ReactNode } from 'react'

type ExternalLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode }

/** Opens in a new tab and says so to screen-reader users. */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children} <span className="visually-hidden">{siteShell.newTab}</span>
    </a>
  )
}
