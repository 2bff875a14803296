import type { ReactNode } from 'react'
import { messages, type Lecture } from '@site/contracts'
import { formatDate, formatTime } from '../../lib/format'
import { EventPhoto } from './event-photo'
import { CARD_SIZES } from './info-card'

export type LectureCardProps = Omit<Lecture, 'id'> & {
  /** What the visitor can do with the lecture (add it to a calendar), under its details. */
  action?: ReactNode
}

const text = messages.lectureCard

/** One lecture of the cycle: photo, title, description, speaker, date, time and place. */
export function LectureCard({ titulo, data, horario, palestrante, subTitulo, foto, imagem, local, action }: LectureCardProps) {
  return (
    <article className="card card--media">
      <EventPhoto foto={foto} imagem={imagem} sizes={CARD_SIZES} />
      <div className="card__body">
        <h3 className="card__title">{titulo}</h3>
        <p>{subTitulo}</p>
        <dl className="card__meta">
          <div>
            <dt className="visually-hidden">{text.speaker}</dt>
            <dd>{text.withSpeaker(palestrante)}</dd>
          </div>
          <div>
            <dt className="visually-hidden">{text.when}</dt>
            <dd>
              <time dateTime={`${data}T${horario}`}>
                {text.dateAtTime(formatDate(data), formatTime(horario))}
              </time>
            </dd>
          </div>
          <div>
            <dt className="visually-hidden">{text.place}</dt>
            <dd>{local}</dd>
          </div>
        </dl>
        {action}
      </div>
    </article>
  )
}
