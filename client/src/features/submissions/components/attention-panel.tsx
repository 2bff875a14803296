import { Link } from 'react-router-dom'
import { messages, PATHS, type InboxSummary } from '@site/contracts'
import { formatDate, formatDateTime } from '../../../lib/format'
import './inbox.css'

const text = messages.dashboard

/** The dashboard's "what needs attention": new items, requests waiting too long, the next events and their counts. */
export function AttentionPanel({ summary }: { summary: InboxSummary }) {
  return (
    <div className="inbox-detail">
      <section aria-labelledby="attention-new">
        <h2 id="attention-new">{text.bothInboxes(messages.inbox.volunteersTitle, messages.inbox.documentRequestsTitle)}</h2>
        <ul>
          <li>
            <Link to={`${PATHS.adminVolunteers}`}>{text.newVolunteers}</Link>: {summary.novos.candidaturas}
          </li>
          <li>
            <Link to={`${PATHS.adminDocumentRequests}`}>{text.newDocumentRequests}</Link>: {summary.novos.requerimentos}
          </li>
        </ul>
      </section>
      <section aria-labelledby="attention-waiting">
        <h2 id="attention-waiting">{text.waitingHeading(summary.diasAtraso)}</h2>
        {summary.atrasados.length === 0 ? (
          <p>{text.noneWaiting}</p>
        ) : (
          <ul>
            {summary.atrasados.map((item) => (
              <li key={item.id}>
                <Link to={`${PATHS.adminDocumentRequests}/${item.id}`}>{item.protocolo ?? `#${item.id}`}</Link> –{' '}
                {item.assunto} ({formatDateTime(item.criadoEm)})
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="attention-events">
        <h2 id="attention-events">{text.upcomingHeading}</h2>
        {summary.proximosEventos.length === 0 ? (
          <p>{text.noUpcoming}</p>
        ) : (
          <ul>
            {summary.proximosEventos.map((event) => (
              <li key={event.id}>
                {formatDate(event.data)} – {event.titulo}: {text.registrations(event.inscricoes)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
