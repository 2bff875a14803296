import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { PATHS, messages, registrationCountText, type Attendee, type EventAttendance } from '@site/contracts'
import { AdminPage } from '../../../components/admin/admin-page'
import { ErrorAlert, StatusMessage } from '../../../components/admin/feedback'
import { RecordsTable } from '../../../components/admin/records-table'
import { RemoteListContent } from '../../../components/admin/remote-list-content'
import { ApiRequestError } from '../../../lib/api-client'
import { formatDate, formatTime } from '../../../lib/format'
import { useRemoteData } from '../../../lib/use-remote-data'
import { fetchAttendance, setAttendance } from '../api'
import './attendance-screen.css'
import { IssueCertificatesButton } from './issue-certificates-button'

const ops = messages.eventOperations
// The signature column is for the printed sheet only (hidden on screen by the stylesheet).
const COLUMNS = [messages.fieldLabels.nome, messages.fieldLabels.email, messages.fieldLabels.telefone, ops.present, ops.certificate, ops.signature]

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiRequestError ? error.message : fallback)

/** /admin/eventos/:id: the event's registrations, "Presente" per person, "Emitir certificados" and the printable list. */
export default function AttendanceScreen() {
  const eventId = Number(useParams().id)
  const { reload, ...list } = useRemoteData((signal) => fetchAttendance(eventId, signal), String(eventId))
  const [presence, setPresence] = useState<Record<number, boolean>>({})
  const [notice, setNotice] = useState('')
  const [failure, setFailure] = useState('')

  const title = list.status === 'ready' ? list.data.evento.titulo : ops.attendanceTitle

  const toggle = async (attendee: Attendee, presente: boolean) => {
    setFailure('')
    setPresence((current) => ({ ...current, [attendee.id]: presente }))
    try {
      await setAttendance(eventId, attendee.id, presente)
    } catch (error) {
      console.error(error)
      setPresence((current) => ({ ...current, [attendee.id]: !presente }))
      setFailure(ops.attendanceFailed)
    }
  }

  const issued = (message: string) => {
    setFailure('')
    setNotice(message)
    reload()
  }

  const issueFailed = (error: unknown) => {
    console.error(error)
    setNotice('')
    setFailure(messageOf(error, messages.admin.saveFailed))
  }

  return (
    <AdminPage
      title={title}
      description={ops.attendanceTitle}
      actions={
        <>
          {list.status === 'ready' && (
            <IssueCertificatesButton
              event={list.data.evento}
              toIssue={list.data.inscricoes.filter((attendee) => (presence[attendee.id] ?? attendee.presente) && !attendee.certificado).length}
              onIssued={issued}
              onFailed={issueFailed}
            />
          )}
          <button type="button" className="btn btn--outline" onClick={() => window.print()} disabled={list.status !== 'ready'}>
            {ops.print}
          </button>
          <Link className="btn btn--outline" to={PATHS.adminEvents}>
            {ops.back}
          </Link>
        </>
      }
    >
      <div className="attendance">
        <StatusMessage message={notice} />
        <ErrorAlert message={failure} />
        <RemoteListContent status={list.status} loadingText={messages.common.loading} onRetry={reload}>
          {list.status === 'ready' && (
            <AttendanceList attendance={list.data} presence={presence} onToggle={toggle} />
          )}
        </RemoteListContent>
      </div>
    </AdminPage>
  )
}

function AttendanceList({
  attendance,
  presence,
  onToggle,
}: {
  attendance: EventAttendance
  presence: Record<number, boolean>
  onToggle: (attendee: Attendee, presente: boolean) => void
}) {
  const { evento, inscricoes } = attendance
  return (
    <section aria-labelledby="lista-presenca" className="admin-section">
      <dl className="attendance__details">
        <div>
          <dt>{messages.cyclePage.date}</dt>
          <dd>
            {formatDate(evento.data)}, {formatTime(evento.horario)}
          </dd>
        </div>
        <div>
          <dt>{messages.cyclePage.place}</dt>
          <dd>{evento.local}</dd>
        </div>
        <div>
          <dt>{ops.hoursLabel}</dt>
          <dd>{evento.cargaHoraria === null ? '–' : messages.certificateManagement.importHours(evento.cargaHoraria)}</dd>
        </div>
        <div>
          <dt>{ops.registrationsLabel}</dt>
          <dd>{registrationCountText(evento.inscritos, evento.vagas)}</dd>
        </div>
      </dl>
      <h2 id="lista-presenca">{ops.attendanceCaption}</h2>
      <RecordsTable
        className="admin-table attendance__table"
        aria-labelledby="lista-presenca"
        columns={COLUMNS}
        records={inscricoes}
        emptyText={ops.noRegistrations}
        row={(attendee) => (
          <tr key={attendee.id}>
            <td>{attendee.nome}</td>
            <td>{attendee.email}</td>
            <td>{attendee.telefone}</td>
            <td>
              <input
                type="checkbox"
                className="attendance__check"
                checked={presence[attendee.id] ?? attendee.presente}
                onChange={(change) => onToggle(attendee, change.target.checked)}
                aria-label={`${ops.present}: ${attendee.nome}`}
              />
            </td>
            <td>{attendee.certificado ?? '–'}</td>
            <td className="attendance__signature" />
          </tr>
        )}
      />
    </section>
  )
}
