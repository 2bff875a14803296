import { useState } from 'react'
import { Link } from 'react-router-dom'
import { PATHS, messages, registrationCountText, type Event } from '@site/contracts'
import { SmartImage } from '../../../components/ui/smart-image'
import { formatDate, formatTime } from '../../../lib/format'
import { DeleteRecordDialog } from '../../../components/admin/delete-record-dialog'
import { ListPage } from '../../../components/admin/list-page'
import { RemoteListContent } from '../../../components/admin/remote-list-content'
import { RowActions } from '../../../components/admin/row-actions'
import { ToolbarSearch } from '../../../components/admin/toolbar-search'
import { useRecordDialogs } from '../../../components/admin/use-record-dialogs'
import { dataOr, useRemoteData } from '../../../lib/use-remote-data'
import { deleteEvent, filterEvents, listEvents } from '../api'
import { EventFormDialog } from './event-form-dialog'
import './events-screen.css'

const text = messages.adminEvents

/** /admin/eventos: filter by título, palestrante or projeto; create, edit (with the active flag) and delete. */
export default function EventsScreen() {
  const { reload, ...list } = useRemoteData(listEvents)
  const items = dataOr(list, [])
  const dialogs = useRecordDialogs<Event>(reload)
  const [query, setQuery] = useState('')

  const filtered = filterEvents(items, query)

  return (
    <ListPage
      title={text.title}
      description="Criação, edição, ativação e exclusão de eventos."
      addLabel={text.addButton}
      onAdd={dialogs.openAdd}
      notice={dialogs.notice}
    >
      <div className="admin-toolbar">
        <ToolbarSearch id="busca-eventos" label={text.searchLabel} value={query} onChange={setQuery} />
      </div>

      <RemoteListContent status={list.status} loadingText={text.loading} onRetry={reload}>
        {filtered.length === 0 ? (
          <p className="admin-empty">{query.trim() ? messages.events.noneMatching : messages.events.none}</p>
        ) : (
          <ul role="list" className="admin-cards" aria-label="Eventos cadastrados">
            {filtered.map((event) => (
              <li key={event.id} className="admin-card">
                {event.foto && (
                  <SmartImage className="admin-card__photo" src={event.foto} alt="" width={192} height={224} />
                )}
                <div className="admin-card__body">
                  <div className="admin-card__heading">
                    <h2 className="admin-card__title">{event.titulo}</h2>
                    <span className={`badge ${event.ativa ? 'badge--active' : 'badge--inactive'}`}>
                      {event.ativa ? text.active : text.inactive}
                    </span>
                  </div>
                  <dl className="admin-card__details">
                    <div>
                      <dt>Data</dt>
                      <dd>{formatDate(event.data)}</dd>
                    </div>
                    <div>
                      <dt>Horário</dt>
                      <dd>{formatTime(event.horario)}</dd>
                    </div>
                    <div>
                      <dt>Local</dt>
                      <dd>{event.local}</dd>
                    </div>
                    <div>
                      <dt>Palestrante</dt>
                      <dd>{event.palestrante}</dd>
                    </div>
                    <div>
                      <dt>Projeto</dt>
                      <dd>{event.projeto || text.noProject}</dd>
                    </div>
                    <div>
                      <dt>{messages.eventOperations.registrationsLabel}</dt>
                      <dd>{registrationCountText(event.inscritos, event.vagas)}</dd>
                    </div>
                    <div className="admin-card__wide">
                      <dt>Descrição</dt>
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
                    <RowActions name={event.titulo} {...dialogs.rowActions(event)} />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </RemoteListContent>

      <EventFormDialog {...dialogs.formDialog} event={dialogs.editing} />
      <DeleteRecordDialog
        {...dialogs.deleteDialog}
        question={(event) => (
          <p>
            Excluir o evento <strong>{event.titulo}</strong>?
          </p>
        )}
        remove={(event) => deleteEvent(event.id)}
        deletedMessage={text.deleted}
        failureMessage={messages.admin.deleteFailed}
      />
    </ListPage>
  )
}
