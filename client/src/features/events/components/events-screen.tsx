import { useState } from 'react'
import { LECTURE_CYCLE_PROJECT, messages, type Event } from '@site/contracts'
import { SmartImage } from '../../../components/ui/smart-image'
import { formatDate, formatTime } from '../../../lib/format'
import { AdminPage } from '../../admin/components/admin-page'
import { ConfirmDialog } from '../../admin/components/confirm-dialog'
import { ErrorAlert, StatusMessage } from '../../admin/components/feedback'
import { useRemoteList } from '../../admin/use-remote-list'
import { deleteEvent, filterEvents, listEvents } from '../api'
import { EventFormDialog } from './event-form-dialog'

const text = messages.adminEvents

type DialogState = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit' | 'delete'; event: Event }

/** /admin/eventos: filter by título, palestrante or projeto; create, edit (with the active flag) and delete. */
export default function EventsScreen() {
  const { items, status, reload } = useRemoteList(listEvents)
  const [query, setQuery] = useState('')
  const [dialog, setDialog] = useState<DialogState>({ kind: 'closed' })
  const [notice, setNotice] = useState('')

  const filtered = filterEvents(items, query)
  const projects = [...new Set([LECTURE_CYCLE_PROJECT, ...items.map((event) => event.projeto).filter(Boolean)])]

  // A fresh dialog clears the last notice, so the next identical message is announced again.
  const open = (state: DialogState) => {
    setNotice('')
    setDialog(state)
  }
  const close = () => setDialog({ kind: 'closed' })
  const saved = (message: string) => {
    close()
    setNotice(message)
    reload()
  }

  return (
    <AdminPage
      title={text.title}
      description="Criação, edição, ativação e exclusão de eventos."
      actions={
        <button type="button" className="btn" onClick={() => open({ kind: 'add' })}>
          {text.addButton}
        </button>
      }
    >
      <StatusMessage message={notice} />
      <div className="admin-toolbar">
        <div className="admin-field admin-field--search">
          <label htmlFor="busca-eventos">{text.searchLabel}</label>
          <input id="busca-eventos" type="search" value={query} onChange={(change) => setQuery(change.target.value)} />
        </div>
      </div>

      {status === 'loading' ? (
        <p role="status">{text.loading}</p>
      ) : status === 'error' ? (
        <div className="admin-list-error">
          <ErrorAlert message={messages.admin.listFailed} />
          <button type="button" className="btn btn--outline" onClick={reload}>
            {messages.admin.retry}
          </button>
        </div>
      ) : filtered.length === 0 ? (
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
                  <div className="admin-card__wide">
                    <dt>Descrição</dt>
                    <dd>{event.subTitulo}</dd>
                  </div>
                </dl>
                <div className="admin-row-actions">
                  <button
                    type="button"
                    className="btn btn--outline btn--small"
                    onClick={() => open({ kind: 'edit', event })}
                    aria-label={`${messages.admin.edit} ${event.titulo}`}
                  >
                    {messages.admin.edit}
                  </button>
                  <button
                    type="button"
                    className="btn btn--danger-outline btn--small"
                    onClick={() => open({ kind: 'delete', event })}
                    aria-label={`${messages.admin.delete} ${event.titulo}`}
                  >
                    {messages.admin.delete}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}

      <EventFormDialog
        open={dialog.kind === 'add' || dialog.kind === 'edit'}
        event={dialog.kind === 'edit' ? dialog.event : undefined}
        projects={projects}
        onClose={close}
        onSaved={saved}
      />
      <ConfirmDialog
        open={dialog.kind === 'delete'}
        failureMessage={messages.admin.deleteFailed}
        onClose={close}
        onConfirm={async () => {
          if (dialog.kind !== 'delete') return
          await deleteEvent(dialog.event.id)
          saved(text.deleted)
        }}
      >
        {dialog.kind === 'delete' && (
          <p>
            Excluir o evento <strong>{dialog.event.titulo}</strong>?
          </p>
        )}
      </ConfirmDialog>
    </AdminPage>
  )
}
