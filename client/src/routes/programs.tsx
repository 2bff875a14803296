import { PATHS } from '@site/contracts'
import { Link } from 'react-router-dom'
import { PagePhoto } from '../components/page/page-photo'
import { HeroBanner } from '../components/layout/hero-banner'
import { PageMeta } from '../components/layout/page-meta'
import { FeaturedCarousel } from '../components/ui/featured-carousel'
import { PageSection } from '../components/ui/page-section'
import { Prose } from '../components/ui/prose'
import { island } from '../lib/island'
import {
  actionAreas,
  featuredPrograms,
  programsCommitment,
  programsHero,
  programsIntro,
  programsSections as section,
  type FeaturedProgram,
} from '../page-text/programs'
import './programs.css'

function ProgramSlide({ program }: { program: FeaturedProgram }) {
  return (
    <article className="program-slide">
      <PagePhoto
        page={program.photoPage}
        fallback={{ src: program.foto, alt: program.fotoAlt }}
        sizes="(min-width: 50rem) 40vw, 100vw"
        className="program-slide__image"
      />
      <div className="program-slide__body">
        <h3>{program.nome}</h3>
        <p>{program.descricao}</p>
        <Link to={program.link} className="btn">
          {section.learnMore}
          <span className="visually-hidden">: {program.nome}</span>
        </Link>
      </div>
    </article>
  )
}

export function ProgramsCarousel() {
  return (
    <FeaturedCarousel
      label={section.featured}
      items={featuredPrograms}
      itemKey={(program) => program.id}
      itemName={(program) => program.nome}
      renderItem={(program) => <ProgramSlide program={program} />}
    />
  )
}

const ProgramsCarouselIsland = island('programs-carousel', ProgramsCarousel, 'use')

export default function ProgramsPage() {
  return (
    <>
      <PageMeta path={PATHS.programs} />
      <HeroBanner {...programsHero} />
      <PageSection title={section.intro}>
        <Prose paragraphs={programsIntro} />
      </PageSection>
      <PageSection title={section.actionAreas} surface>
        <ul className="grid grid--3" role="list">
          {actionAreas.map((area) => (
            <li key={area.title} className="card">
              <h3 className="card__title">{area.title}</h3>
              <p>{area.text}</p>
              <ul className="card__list">
                {area.examples.map((example) => (
                  <li key={example}>{example}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection title={programsCommitment.title}>
        <p className="prose">{programsCommitment.text}</p>
      </PageSection>
      <PageSection title={section.featured} surface>
        <ProgramsCarouselIsland />
      </PageSection>
    </>
  )
}
