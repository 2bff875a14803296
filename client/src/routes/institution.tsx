import { PATHS } from '@site/contracts'
import { HeroBanner } from '../components/layout/hero-banner'
import { PageMeta } from '../components/layout/page-meta'
import { ExternalLink } from '../components/ui/external-link'
import { PageSection } from '../components/ui/page-section'
import { SmartImage } from '../components/ui/smart-image'
import { INSTITUTION, institutionPage as text, SDG_GOALS, SDG_TOTAL, sdgUrl } from '../page-text/institution'
import './institution.css'

const SDG_INTRO = text.sdgIntro(SDG_TOTAL, SDG_GOALS.length)

export default function InstitutionPage() {
  return (
    <>
      <PageMeta path={PATHS.institution} />
      <HeroBanner {...text.hero} />

      <section className="section" aria-labelledby="quem-somos">
        <div className="container about">
          <div className="prose">
            <h2 id="quem-somos" className="section__title">
              {text.about}
            </h2>
            {INSTITUTION.about.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <SmartImage src="/media/instituicao.svg" alt="" width={600} height={450} className="about__image" />
        </div>
      </section>

      <section className="section section--surface" aria-labelledby="identidade">
        <div className="container">
          <h2 id="identidade" className="visually-hidden">
            {text.identity}
          </h2>
          <div className="grid grid--2">
            <article className="card">
              <h3 className="card__title">{text.mission}</h3>
              <p>{INSTITUTION.mission}</p>
            </article>
            <article className="card">
              <h3 className="card__title">{text.purpose}</h3>
              <p>{INSTITUTION.purpose}</p>
            </article>
          </div>
          <article className="card values">
            <h3 className="card__title">{text.values}</h3>
            <ul role="list" className="grid grid--3 values__list">
              {INSTITUTION.values.map((value) => (
                <li key={value.name}>
                  <strong>{value.name}</strong>
                  <p>{value.text}</p>
                </li>
              ))}
            </ul>
          </article>
        </div>
      </section>

      <PageSection title={text.sdgTitle} intro={SDG_INTRO}>
        <ul role="list" className="grid grid--4">
          {SDG_GOALS.map((goal) => (
            <li key={goal.number}>
              <ExternalLink href={sdgUrl(goal.number)} className={`card sdg sdg--${goal.number}`}>
                <span className="sdg__number" aria-hidden="true">
                  {goal.number}
                </span>
                <span className="sdg__name">{text.sdgName(goal.number, goal.name)}</span>
                <span className="sdg__text">{goal.text}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  )
}
