import { HeroBanner } from '../components/layout/hero-banner'
import { PageMeta } from '../components/layout/page-meta'
import { PageSection } from '../components/ui/page-section'
import { TEAM, TEAM_CATEGORY_LABELS } from '../content/team'
import './team.css'

const initials = (name: string): string =>
  name
    .split(' ')
    .filter((_, index, words) => index === 0 || index === words.length - 1)
    .map((word) => word[0])
    .join('')

export default function TeamPage() {
  return (
    <>
      <PageMeta title="Equipe" description="Conheça a equipe da fundação e saiba com quem falar em cada área." />
      <HeroBanner
        titleStart="Nossa"
        titleEnd="equipe"
        subtitle="As pessoas que planejam e fazem acontecer os projetos da fundação."
      />
      <PageSection title="Quem faz parte">
        <ul role="list" className="grid grid--3">
          {TEAM.map((member) => (
            <li key={member.email}>
              <article className="card team-card">
                <span className="team-card__avatar" aria-hidden="true">
                  {initials(member.name)}
                </span>
                <span className="badge">{TEAM_CATEGORY_LABELS[member.category]}</span>
                <h3 className="card__title">{member.name}</h3>
                <p className="card__meta">{member.position}</p>
                <a href={`mailto:${member.email}`} className="team-card__email">
                  <span className="visually-hidden">Enviar e-mail para {member.name}: </span>
                  {member.email}
                </a>
              </article>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  )
}
