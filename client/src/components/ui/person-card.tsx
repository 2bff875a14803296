import { messages } from '@site/contracts'
import { SmartImage } from './smart-image'
import type { Person } from '../../page-text/types'
import './person-card.css'

/** A lecturer or facilitator: portrait, name, role and a short biography. */
export function PersonCard({ person }: { person: Person }) {
  return (
    <article className="card person-card">
      <SmartImage src={person.foto} alt={messages.pageParts.portraitOf(person.nome)} width={160} height={160} className="person-card__photo" />
      <div>
        <h3 className="card__title">{person.nome}</h3>
        <p className="card__meta">{person.papel}</p>
        <p>{person.bio}</p>
      </div>
    </article>
  )
}
