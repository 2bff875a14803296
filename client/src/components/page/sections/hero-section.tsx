import { CourseBanner } from '../../layout/course-banner'
import { HeroBanner } from '../../layout/hero-banner'
import { HeroVideoIsland } from '../../ui/hero-video'
import { imageSource, type PageImages, type SectionOf } from './section-parts'
import './home-sections.css'

type Hero = SectionOf<'destaque'>

/** The home page's video: the site's own files, shipped with the code. */
const HOME_VIDEO = { webm: '/media/hero.webm', mp4: '/media/hero.mp4', poster: '/media/hero-poster.webp' }

/** The page's banner and its <h1>: a page's, a course's, or the home page's over its video. */
export function HeroSection({ section, images }: { section: Hero; images: PageImages }) {
  const banner = { titleStart: section.tituloInicio, titleEnd: section.tituloFim ?? '', subtitle: section.subtitulo ?? '' }
  if (section.estilo === 'curso') return <CourseBanner {...banner} />
  if (section.estilo === 'inicio') {
    return (
      <section className="home-hero">
        <HeroVideoIsland {...HOME_VIDEO} />
        <div className="home-hero__content container">
          <h1 className="home-hero__title">{section.tituloInicio}</h1>
          {section.subtitulo && <p className="home-hero__tagline">{section.subtitulo}</p>}
        </div>
      </section>
    )
  }
  const image = section.imagem && imageSource(section.imagem, images)
  return <HeroBanner {...banner} image={image?.src} />
}
