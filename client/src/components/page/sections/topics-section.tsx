import { InfoCard } from '../../ui/info-card'
import './course-sections.css'
import './topics-section.css'
import { Timeline } from '../../ui/timeline'
import { SectionFrame, SiteLink, type SectionOf } from './section-parts'

type Topics = SectionOf<'topicos'>
type Topic = Topics['itens'][number]

/** A topic whose link is named as the topic itself: the whole card is the link, its mark large (the SDGs). */
function LinkedTopic({ topic, href }: { topic: Topic; href: string }) {
  return (
    <SiteLink href={href} className={`card sdg sdg--${topic.rotulo ?? ''}`}>
      {topic.rotulo && (
        <span className="sdg__number" aria-hidden="true">
          {topic.rotulo}
        </span>
      )}
      <span className="sdg__name">{topic.titulo}</span>
      {topic.texto && <span className="sdg__text">{topic.texto}</span>}
    </SiteLink>
  )
}

/** A topic as a card: its mark, title, text, list, link and note. */
function TopicCard({ topic }: { topic: Topic }) {
  if (topic.link && topic.link.rotulo === topic.titulo) return <LinkedTopic topic={topic} href={topic.link.href} />
  return (
    <InfoCard title={topic.titulo} badge={topic.rotulo}>
      {topic.texto && <p>{topic.texto}</p>}
      {topic.lista && (
        <ul className="card__list">
          {topic.lista.map((entry) => (
            <li key={entry}>{entry}</li>
          ))}
        </ul>
      )}
      {topic.link && (
        <SiteLink href={topic.link.href} className="card__action">
          {topic.link.rotulo}
          <span className="visually-hidden">: {topic.titulo}</span>
        </SiteLink>
      )}
      {topic.nota && <p className="card__meta">{topic.nota}</p>}
    </InfoCard>
  )
}

/** Short titled items: cards in columns, numbered steps, a timeline or a plain list. */
export function TopicsSection({ section }: { section: Topics }) {
  const { itens } = section
  return (
    <SectionFrame frame={section}>
      {section.exibicao === 'passos' ? (
        <ol className="course-steps">
          {itens.map((topic) => (
            <li key={topic.titulo} className="course-steps__item">
              <h3>{topic.titulo}</h3>
              {topic.texto && <p>{topic.texto}</p>}
            </li>
          ))}
        </ol>
      ) : section.exibicao === 'linha-do-tempo' ? (
        <Timeline entries={itens.map((topic) => ({ period: topic.rotulo ?? '', title: topic.titulo, text: topic.texto ?? '' }))} />
      ) : (
        <ul role="list" className={section.exibicao === 'lista' ? 'stack' : `grid grid--${section.colunas}`}>
          {itens.map((topic) => (
            <li key={topic.titulo}>
              <TopicCard topic={topic} />
            </li>
          ))}
        </ul>
      )}
    </SectionFrame>
  )
}
