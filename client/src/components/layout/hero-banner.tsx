import './banner.css'

type HeroBannerProps = { titleStart: string; titleEnd: string; subtitle: string; image?: string }

export function HeroBanner({ titleStart, titleEnd, subtitle, image }: HeroBannerProps) {
  return (
    <header
      className={image ? 'hero-banner hero-banner--image' : 'hero-banner'}
      style={image ? { backgroundImage: `url(${image})` } : undefined}
    >
      <div className="container hero-banner__inner">
        <h1 className="hero-banner__title">
          {titleStart} <span className="highlight">{titleEnd}</span>
        </h1>
        <p className="hero-banner__subtitle">{subtitle}</p>
      </div>
    </header>
  )
}
