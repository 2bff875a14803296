import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { PATHS, messages, registrationCountText, type Attendee, type Event, type EventAttendance } from '@site/contracts'
import { AdminPage } from '../../../components/admin/admin-page'
import { ErrorAlert, StatusMessage } from '../../../components/admin/feedback'
import { RecordsTable } from '../../../components/admin/records-table'
import { RemoteListContent } from '../../../components/admin/remote-list-content'
import { ToolbarSearch } from '../../../components/admin/toolbar-search'
import { ApiRequestError } from '../../../lib/api-client'
import { formatDate, formatTime } from '../../../lib/format'
import { useRemoteData } from '../../../lib/use-remote-data'
import { fetchAttendance, setAttendance } from '../api'
import './attendance-screen.css'
import { IssueCertificatesButton } from './issue-certificates-button'

const ops = messages.eventOperations
// The name comes first and the signature last: the printed sheet keeps only those two (attendance-screen.css).
const COLUMNS = [messages.fieldLabels.nome, ops.present, ops.contact, ops.certificate, ops.signature]

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiRequestError ? error.message : fallback)

/** Lower case without accents, so that 'jose' finds 'José'. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/**
 * The marks of presence as the staff set them, saved one by one: a mark shows at once and is undone, with a
 * message, when saving fails. `markAll` marks the given people in turn and stops at the first failure.
 */
function useAttendanceMarks(eventId: number) {
  const [presence, setPresence] = useState<Record<number, boolean>>({})
  const [failure, setFailure] = useState('')
  const [notice, setNotice] = useState('')
  const [marking, setMarking] = useState(false)
  const isPresent = (attendee: Attendee) => presence[attendee.id] ?? attendee.presente

  const save = async (attendee: Attendee, presente: boolean) => {
    setPresence((current) => ({ ...current, [attendee.id]: presente }))
    try {
      await setAttendance(eventId, attendee.id, presente)
      return true
    } catch (error) {
      console.error(error)
      setPresence((current) => ({ ...current, [attendee.id]: !presente }))
      setFailure(ops.attendanceFailed)
      return false
    }
  }
  const toggle = (attendee: Attendee, presente: boolean) => {
    setFailure('')
    setNotice('')
    return save(attendee, presente)
  }
  const markAll = async (attendees: readonly Attendee[]) => {
    setFailure('')
    setNotice('')
    setMarking(true)
    let marked = 0
    for (const attendee of attendees.filter((person) => !isPresent(person))) {
      if (!(await save(attendee, true))) break
      marked += 1
    }
    setMarking(false)
    if (marked > 0) setNotice(ops.markedAll(marked))
  }
  return { isPresent, toggle, markAll, marking, failure, notice }
}

/** 'Emitir certificados': the server's answer as a notice, or its refusal as an error; the list reloads after. */
function useCertificateIssue(reload: () => void) {
  const [notice, setNotice] = useState('')
  const [failure, setFailure] = useState('')
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
  return { issued, issueFailed, notice, failure }
}

/** /admin/eventos/:id: the event's registrations, "Presente" per person, "Emitir certificados" and the printable list. */
export default function AttendanceScreen() {
  const eventId = Number(useParams().id)
  const { reload, ...list } = useRemoteData((signal) => fetchAttendance(eventId, signal), String(eventId))
  const marks = useAttendanceMarks(eventId)
  const certificates = useCertificateIssue(reload)
  const ready = list.status === 'ready'

  return (
    <AdminPage
      title={ready ? list.data.evento.titulo : ops.attendanceTitle}
      description={ops.attendanceTitle}
      actions={
        <>
          {ready && (
            <IssueCertificatesButton
              event={list.data.evento}
              toIssue={list.data.inscricoes.filter((attendee) => marks.isPresent(attendee) && !attendee.certificado).length}
              onIssued={certificates.issued}
              onFailed={certificates.issueFailed}
            />
          )}
          <button type="button" className="btn btn--outline" onClick={() => window.print()} disabled={!ready}>
            {ops.print}
          </button>
          <Link className="btn btn--outline" to={PATHS.adminEvents}>
            {ops.back}
          </Link>
        </>
      }
    >
      <div className="attendance">
        <StatusMessage message={certificates.notice || marks.notice} />
        <ErrorAlert message={certificates.failure || marks.failure} />
        <RemoteListContent status={list.status} loadingText={messages.common.loading} onRetry={reload}>
          {ready && <AttendanceList attendance={list.data} marks={marks} />}
        </RemoteListContent>
      </div>
    </AdminPage>
  )
}

function EventDetails({ evento }: { evento: Event }) {
  return (
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
  )
}

type Marks = ReturnType<typeof useAttendanceMarks>

/** One person: the name labels the mark, so that a tap on either marks it. */
function attendeeRow(attendee: Attendee, marks: Marks) {
  const checkId = `presenca-${attendee.id}`
  return (
    <tr key={attendee.id}>
      <td className="attendance__name">
        <label htmlFor={checkId}>{attendee.nome}</label>
      </td>
      <td>
        <input
          id={checkId}
          type="checkbox"
          className="attendance__check"
          checked={marks.isPresent(attendee)}
          onChange={(change) => marks.toggle(attendee, change.target.checked)}
          aria-label={`${ops.present}: ${attendee.nome}`}
        />
      </td>
      <td className="attendance__contact">
        <span>{attendee.email}</span> <span>{attendee.telefone}</span>
      </td>
      <td>{attendee.certificado ?? '–'}</td>
      <td />
    </tr>
  )
}

/** The list of presence: found by name, marked one by one or all at once; printed with names and signatures only. */
function AttendanceList({ attendance, marks }: { attendance: EventAttendance; marks: Marks }) {
  const { evento, inscricoes } = attendance
  const [search, setSearch] = useState('')
  const shown = inscricoes.filter((attendee) => folded(attendee.nome).includes(folded(search.trim())))
  return (
    <section aria-labelledby="lista-presenca" className="admin-section">
      <EventDetails evento={evento} />
      <h2 id="lista-presenca">{ops.attendanceCaption}</h2>
      <div className="admin-toolbar attendance__toolbar">
        <ToolbarSearch id="presenca-busca" label={ops.searchByName} value={search} onChange={setSearch} />
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => marks.markAll(shown)}
          disabled={marks.marking || shown.every(marks.isPresent)}
        >
          {marks.marking ? ops.marking : ops.markAll}
        </button>
      </div>
      <RecordsTable
        className="admin-table attendance__table"
        aria-labelledby="lista-presenca"
        columns={COLUMNS}
        records={shown}
        emptyText={inscricoes.length === 0 ? ops.noRegistrations : ops.noMatch}
        row={(attendee) => attendeeRow(attendee, marks)}
      />
    </section>
  )
}
