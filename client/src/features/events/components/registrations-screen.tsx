import { messages, type Registration } from '@site/contracts'
import { DeleteRecordDialog } from '../../../components/admin/delete-record-dialog'
import { ListPage } from '../../../components/admin/list-page'
import { RemoteListContent } from '../../../components/admin/remote-list-content'
import { useRecordDialogs } from '../../../components/admin/use-record-dialogs'
import { dataOr, useRemoteData } from '../../../lib/use-remote-data'
import { deleteRegistration, listEventTitles, listRegistrations } from '../registrations-api'
import { buildRegistrationsCsv, csvFileName, downloadCsv } from '../registrations-csv'
import { eventTitles, filterRegistrations, isFiltering } from '../registration-filters'
import { RegistrationFormDialog } from './registration-form-dialog'
import { RegistrationsTable } from './registrations-table'
import { RegistrationsToolbar } from './registrations-toolbar'
import { useRegistrationFilters } from './use-registration-filters'
import './registrations-screen.css'

const text = messages.adminRegistrations
const screen = messages.registrationsScreen

/** /admin/inscricoes: 'Gerenciar Inscrições', its filters in the address (?busca=ana&campo=email&evento=…). */
export default function RegistrationsScreen() {
  const { reload, ...list } = useRemoteData(listRegistrations)
  const items = dataOr(list, [])
  const events = useRemoteData(listEventTitles)
  const dialogs = useRecordDialogs<Registration>(reload)
  const titles = eventTitles(dataOr(events, []), items)
  const { filters: asked, change } = useRegistrationFilters()
  // An event the address names that no longer exists filters nothing.
  const filters = { ...asked, event: titles.includes(asked.event) ? asked.event : '' }
  const filtered = filterRegistrations(items, filters)

  return (
    <ListPage
      title={text.title}
      description={screen.description}
      addLabel={text.addButton}
      onAdd={dialogs.openAdd}
      actions={
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => downloadCsv(buildRegistrationsCsv(filtered), csvFileName())}
          disabled={list.status !== 'ready'}
        >
          {text.exportCsv}
        </button>
      }
      notice={dialogs.notice}
    >
      <RegistrationsToolbar filters={filters} onChange={change} eventTitles={titles} />
      <RemoteListContent
        status={list.status}
        loadingText={messages.registrations.loading}
        failureText={messages.common.systemError}
        onRetry={reload}
      >
        <RegistrationsTable
          registrations={filtered}
          filtering={isFiltering(filters)}
          filtersKey={JSON.stringify(filters)}
          rowActions={dialogs.rowActions}
        />
      </RemoteListContent>

      <RegistrationFormDialog {...dialogs.formDialog} registration={dialogs.editing} eventTitles={titles} />
      <DeleteRecordDialog
        {...dialogs.deleteDialog}
        question={(registration) => (
          <p>
            {screen.deleteQuestion}
            <strong>{registration.nome}</strong>
            {registration.titulo ? screen.inEvent(registration.titulo) : ''}?
          </p>
        )}
        remove={(registration) => deleteRegistration(registration.id)}
        deletedMessage={text.deleted}
        failureMessage={messages.admin.deleteFailed}
      />
    </ListPage>
  )
}
