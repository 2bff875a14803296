import { messages } from '@site/contracts'
import { ResponsivePicture } from '../../../components/ui/picture'
import { usePageData } from '../../../lib/page-data'
import { loadTeam } from '../api'
import { RemoteContent } from './remote-content'
import './team-list.css'

const initials = (name: string): string =>
  name
    .split(' ')
    .filter((_, index, words) => index === 0 || index === words.length - 1)
    .map((word) => word[0])
    .join('')

/** The team as staff ordered it in the admin area: each person's photo, or their initials when there is none. */
export function TeamList() {
  const team = usePageData('conteudo:equipe', loadTeam)
  return (
    <RemoteContent remote={team} empty={messages.contentPages.teamEmpty}>
      {(members) => (
        <ul role="list" className="grid grid--3">
          {members.map((member) => (
            <li key={member.id}>
              <article className="card team-card">
                {member.foto ? (
                  <ResponsivePicture className="team-card__photo" picture={member.foto} sizes="8rem" />
                ) : (
                  <span className="team-card__avatar" aria-hidden="true">
                    {initials(member.nome)}
                  </span>
                )}
                <h3 className="card__title">{member.nome}</h3>
                <p className="card__meta">{member.cargo}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </RemoteContent>
  )
}
