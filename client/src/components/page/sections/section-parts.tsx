import type { PageImage, PageSection, PageSectionKind, Picture } from '@site/contracts'
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { ExternalLink } from '../../ui/external-link'
import { ResponsivePicture } from '../../ui/picture'
import { SmartImage } from '../../ui/smart-image'

/** A section of one kind. */
export type SectionOf<K extends PageSectionKind> = Extract<PageSection, { tipo: K }>

/** The library pictures a stored page names, by id (sent with the page). */
export type PageImages = Record<string, Picture>

/** What every section but the banner has: a title (a heading, or none), an introduction, and the grey band. */
type Frame = { titulo?: string; intro?: string; fundo: boolean }

/** A section of a stored page, named by its own <h2> when it has a title (PageSection's markup). */
export function SectionFrame({ frame, prose, children }: { frame: Frame; prose?: boolean; children: ReactNode }) {
  const headingId = useId()
  return (
    <section className={frame.fundo ? 'section section--surface' : 'section'} aria-labelledby={frame.titulo ? headingId : undefined}>
      <div className={prose ? 'container prose' : frame.titulo ? 'container' : 'container stack'}>
        {frame.titulo && (
          <h2 id={headingId} className="section__title">
            {frame.titulo}
          </h2>
        )}
        {frame.intro && <p className="section__intro">{frame.intro}</p>}
        {children}
      </div>
    </section>
  )
}

/** A link of a stored page: a path of the site stays in the page's router; an address elsewhere opens a new tab. */
export function SiteLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    )
  }
  if (/^https?:/i.test(href)) {
    return (
      <ExternalLink href={href} className={className}>
        {children}
      </ExternalLink>
    )
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  )
}

export const isExternal = (href: string): boolean => /^https?:/i.test(href)

const BUTTON_CLASS = { principal: 'btn', contorno: 'btn btn--outline', destaque: 'btn btn--accent' } as const
type Buttons = SectionOf<'texto'>['botoes']

/** A section's buttons in a row; `complemento` is read only by screen readers after the label. */
export function ButtonRow({ buttons, className = 'button-row' }: { buttons: Buttons; className?: string }) {
  if (!buttons?.length) return null
  return (
    <p className={className}>
      {buttons.map((button) => (
        <SiteLink key={button.link + button.rotulo} href={button.link} className={BUTTON_CLASS[button.estilo]}>
          {button.rotulo}
          {button.complemento && <span className="visually-hidden"> {button.complemento}</span>}
        </SiteLink>
      ))}
    </p>
  )
}

/** A picture's address and alt text: a site illustration as written, a library image by its fallback copy. */
export function imageSource(image: PageImage, images: PageImages): { src: string; alt: string } | null {
  if ('arquivo' in image) return { src: image.arquivo, alt: image.alt }
  const picture = images[String(image.midiaId)]
  return picture ? { src: picture.url, alt: picture.alt } : null
}

type PageImageViewProps = { image: PageImage; images: PageImages; width: number; height: number; sizes: string; className?: string }

/** A picture of a stored page: a library image with its copies, or a site illustration. */
export function PageImageView({ image, images, width, height, sizes, className }: PageImageViewProps) {
  if ('midiaId' in image) {
    const picture = images[String(image.midiaId)]
    return picture ? <ResponsivePicture picture={picture} sizes={sizes} className={className} /> : null
  }
  return <SmartImage src={image.arquivo} alt={image.alt} width={width} height={height} className={className} />
}
