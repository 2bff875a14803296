import { useId } from 'react'
import { lectureCalendarFile, messages, type ActiveEvent as ActiveEventData } from '@site/contracts'
import { AddToCalendar } from '../../../components/ui/add-to-calendar'
import { EventPhoto } from '../../../components/ui/event-photo'
import { formatDate, formatTime } from '../../../lib/format'
import './active-event.css'

const text = messages.cyclePage

/** The active lecture: photo (placeholder when it fails), title, description, speaker, date, time and place. */
export function ActiveEvent({ event }: { event: ActiveEventData }) {
  const titleId = useId()
  const { titulo, subTitulo, palestrante, data, horario, local, foto, imagem } = event
  return (
    <article className="active-event" aria-labelledby={titleId}>
      {/* At the top of the registration page: the largest picture of its first screen. */}
      <EventPhoto
        foto={foto}
        imagem={imagem}
        sizes="(min-width: 56rem) 40vw, 100vw"
        className="active-event__photo"
        loading="eager"
      />
      <div className="active-event__body">
        <p className="active-event__eyebrow">{text.eventHeading}</p>
        <h2 id={titleId} className="active-event__title">
          {titulo}
        </h2>
        {subTitulo && <p className="active-event__subtitle">{subTitulo}</p>}
        <dl className="active-event__details">
          <div>
            <dt>{text.speaker}</dt>
            <dd>{palestrante}</dd>
          </div>
          <div>
            <dt>{text.date}</dt>
            <dd>
              <time dateTime={data}>{formatDate(data)}</time>
            </dd>
          </div>
          <div>
            <dt>{text.time}</dt>
            <dd>
              <time dateTime={formatTime(horario)}>{formatTime(horario)}</time>
            </dd>
          </div>
          <div>
            <dt>{text.place}</dt>
            <dd>{local}</dd>
          </div>
        </dl>
        <AddToCalendar href={lectureCalendarFile(event.id)} title={titulo} />
      </div>
    </article>
  )
}
