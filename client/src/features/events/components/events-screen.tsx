import { messages, type Event } from '@site/contracts'
import { DeleteRecordDialog } from '../../../components/admin/delete-record-dialog'
import { ListPage } from '../../../components/admin/list-page'
import { RemoteListContent } from '../../../components/admin/remote-list-content'
import { ToolbarSearch } from '../../../components/admin/toolbar-search'
import { useRecordDialogs } from '../../../components/admin/use-record-dialogs'
import { useSearchBox } from '../../../components/admin/use-search-box'
import { textParam, useListParams } from '../../../lib/use-list-params'
import { dataOr, useRemoteData } from '../../../lib/use-remote-data'
import { deleteEvent, filterEvents, listEvents } from '../api'
import { EventCard } from './event-card'
import { EventFormDialog } from './event-form-dialog'
import './events-screen.css'

const text = messages.adminEvents
const screen = messages.eventsScreen

/** ?busca=…: the search in the address. */
export const EVENT_LIST_PARAMS = { busca: textParam }

/**
 * /admin/eventos: filter by título, palestrante or projeto as it is typed (the address keeps the search); create,
 * edit (with the active flag) and delete.
 */
export default function EventsScreen() {
  const { reload, ...list } = useRemoteData(listEvents)
  const dialogs = useRecordDialogs<Event>(reload)
  const [params, update] = useListParams(EVENT_LIST_PARAMS)
  const [query, setQuery] = useSearchBox(params.busca, (busca) => update({ busca }, { replace: true }))
  const filtered = filterEvents(dataOr(list, []), query)

  return (
    <ListPage
      title={text.title}
      description={screen.description}
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
          <ul role="list" className="admin-cards" aria-label={screen.listLabel}>
            {filtered.map((event) => (
              <EventCard key={event.id} event={event} actions={dialogs.rowActions(event)} />
            ))}
          </ul>
        )}
      </RemoteListContent>

      <EventFormDialog {...dialogs.formDialog} event={dialogs.editing} events={dataOr(list, [])} />
      <DeleteRecordDialog
        {...dialogs.deleteDialog}
        question={(event) => (
          <p>
            {screen.deleteQuestion}
            <strong>{event.titulo}</strong>?
          </p>
        )}
        remove={(event) => deleteEvent(event.id)}
        deletedMessage={text.deleted}
        failureMessage={messages.admin.deleteFailed}
      />
    </ListPage>
  )
}
