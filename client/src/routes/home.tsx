import { PATHS } from '@site/contracts'
import { Link } from 'react-router-dom'
import { PageMeta } from '../components/layout/page-meta'
import { ExternalLink } from '../components/ui/external-link'
import { HeroVideoIsland } from '../components/ui/hero-video'
import { PageSection } from '../components/ui/page-section'
import { SmartImage } from '../components/ui/smart-image'
import { SITE } from '../config/site'
import {
  HOME_HERO,
  HOME_PROJECTS,
  HOME_SHORTCUTS,
  HOME_STATS,
  IMPACT_TITLE,
  KNOW_PROJECT,
  PROJECTS_TITLE,
  SHORTCUTS_TITLE,
  SOCIAL_TITLE,
} from '../page-text/home'
import { socialProfiles, useSiteContacts } from '../lib/site-contacts'
import './home.css'

export default function HomePage() {
  const profiles = socialProfiles(useSiteContacts())
  return (
    <>
      <PageMeta path={PATHS.home} />
      <section className="home-hero">
        <HeroVideoIsland {...HOME_HERO.video} />
        <div className="home-hero__content container">
          <h1 className="home-hero__title">{SITE.name}</h1>
          <p className="home-hero__tagline">{HOME_HERO.tagline}</p>
        </div>
      </section>

      <PageSection title={SHORTCUTS_TITLE}>
        <ul role="list" className="grid grid--4">
          {HOME_SHORTCUTS.map((card) => (
            <li key={card.to}>
              <Link to={card.to} className="card shortcut-card">
                <h3 className="card__title">{card.title}</h3>
                <p>{card.text}</p>
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection title={PROJECTS_TITLE} surface>
        <ul role="list" className="grid grid--3">
          {HOME_PROJECTS.map((project) => (
            <li key={project.to}>
              <article className="card card--media">
                <SmartImage src={project.image} alt="" width={600} height={375} />
                <div className="card__body">
                  <h3 className="card__title">{project.title}</h3>
                  <p>{project.text}</p>
                  <Link to={project.to} className="card__action">
                    {KNOW_PROJECT}
                    <span className="visually-hidden"> {project.title}</span>
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection title={IMPACT_TITLE}>
        <ul role="list" className="grid grid--4 stats">
          {HOME_STATS.map((stat) => (
            <li key={stat.label} className="stats__item">
              <span className="stats__value">{stat.value}</span> {stat.label}
            </li>
          ))}
        </ul>
      </PageSection>

      {profiles.length > 0 && (
        <PageSection title={SOCIAL_TITLE} surface>
          <ul role="list" className="social-links">
            {profiles.map((network) => (
              <li key={network.name}>
                <ExternalLink href={network.url} className="btn btn--outline">
                  {network.name}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </PageSection>
      )}
    </>
  )
}
