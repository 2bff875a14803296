import { Link } from 'react-router-dom'
import { PATHS, messages, registrationCountText, type Event } from '@site/contracts'
import { RowActions } from '../../../components/admin/row-actions'
import { SmartImage } from '../../../components/ui/smart-image'
import { formatDate, formatTime } from '../../../lib/format'

const text = messages.adminEvents
const labels = messages.eventsScreen.labels

type EventCardProps = { event: Event; actions: { onEdit: () => void; onDelete: () => void }; onWaitlist: () => void }

/** One event of the staff's list: photo, title, active badge, its facts, "Gerenciar", the waiting list, Editar and Excluir. */
export function EventCard({ event, actions, onWaitlist }: EventCardProps) {
  const details: [string, string][] = [
    [labels.date, formatDate(event.data)],
    [labels.time, formatTime(event.horario)],
    [labels.place, event.local],
    [labels.speaker, event.palestrante],
    [labels.project, event.projeto || text.noProject],
    [messages.eventOperations.registrationsLabel, registrationCountText(event.inscritos, event.vagas)],
  ]
  return (
    <li className="admin-card">
      {event.foto && <SmartImage className="admin-card__photo" src={event.foto} alt="" width={192} height={224} />}
      <div className="admin-card__body">
        <div className="admin-card__heading">
          <h2 className="admin-card__title">{event.titulo}</h2>
          <span className={`badge ${event.ativa ? 'badge--active' : 'badge--inactive'}`}>
            {event.ativa ? text.active : text.inactive}
          </span>
        </div>
        <dl className="admin-card__details">
          {details.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div className="admin-card__wide">
            <dt>{labels.description}</dt>
            <dd>{event.subTitulo}</dd>
          </div>
        </dl>
        <div className="admin-card__actions">
          <Link
            className="btn btn--small"
            to={`${PATHS.adminEvents}/${event.id}`}
            aria-label={`${messages.eventOperations.manage}: ${event.titulo}`}
          >
            {messages.eventOperations.manage}
          </Link>
          {event.espera > 0 && (
            <button type="button" className="btn btn--small btn--outline" onClick={onWaitlist} aria-label={`${messages.waitlist.staffButton(event.espera)}: ${event.titulo}`}>
              {messages.waitlist.staffButton(event.espera)}
            </button>
          )}
          <RowActions name={event.titulo} {...actions} />
        </div>
      </div>
    </li>
  )
}
