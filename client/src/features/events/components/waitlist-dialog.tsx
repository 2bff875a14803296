import { messages, type Event, type WaitlistEntry } from '@site/contracts'
import { ModalDialog } from '../../../components/admin/modal-dialog'
import { RecordsTable } from '../../../components/admin/records-table'
import { RemoteListContent } from '../../../components/admin/remote-list-content'
import { formatDateTime } from '../../../lib/format'
import { useRemoteData } from '../../../lib/use-remote-data'
import { fetchWaitlist } from '../api'

const text = messages.waitlist
const COLUMNS = [text.columns.position, text.columns.name, text.columns.email, text.columns.phone, text.columns.since]

/** An event's waiting list, in order of arrival: who gets the next place a cancellation frees. */
export function WaitlistDialog({ event, onClose }: { event: Event | null; onClose: () => void }) {
  return (
    <ModalDialog open={event !== null} title={event ? text.staffTitle(event.titulo) : ''} onClose={onClose} className="admin-dialog--wide">
      {event && <WaitlistTable eventId={event.id} />}
    </ModalDialog>
  )
}

function WaitlistTable({ eventId }: { eventId: number }) {
  const { reload, ...list } = useRemoteData((signal) => fetchWaitlist(eventId, signal), String(eventId))
  return (
    <>
      <p>{text.staffIntro}</p>
      <RemoteListContent status={list.status} loadingText={messages.common.loading} onRetry={reload}>
        <RecordsTable
          columns={COLUMNS}
          caption={text.heading}
          records={list.status === 'ready' ? list.data : []}
          emptyText={text.staffEmpty}
          row={(entry: WaitlistEntry) => (
            <tr key={entry.id}>
              <td>{entry.posicao}</td>
              <td>{entry.nome}</td>
              <td>{entry.email}</td>
              <td>{entry.telefone}</td>
              <td>{formatDateTime(entry.criadoEm)}</td>
            </tr>
          )}
        />
      </RemoteListContent>
    </>
  )
}
