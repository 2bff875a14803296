import { useEffect, useRef, useState, type FormEvent } from 'react'
import { messages, type RegistrationCancelDetails } from '@site/contracts'
import { FormStatus, GroupedForm, Spinner, SubmitButton } from '../../../components/form'
import { ApiRequestError } from '../../../lib/api-client'
import { formatDate, formatTime } from '../../../lib/format'
import { confirmCancellation, fetchCancellation } from '../cancel-api'
import './cancel-registration.css'
import { island } from '../../../lib/island'

const text = messages.registrationCancel
const labels = messages.cyclePage

type Outcome = {
  tone: 'success' | 'error'
  text: string
  /** The link cannot be used (any more): the confirmation button goes away. */
  final: boolean
}

/** Answers that settle the matter for good: cancelled already (410), the event is past (409), a bad link (400). */
const FINAL_STATUSES = new Set([400, 409, 410])

/** 410: the registration is cancelled already, which is what the visitor came for, so it is not shown as an error. */
function outcomeOf(error: unknown): Outcome {
  if (!(error instanceof ApiRequestError)) return { tone: 'error', text: messages.common.unexpected, final: false }
  return { tone: error.status === 410 ? 'success' : 'error', text: error.message, final: FINAL_STATUSES.has(error.status) }
}

/**
 * The page a "Cancelar inscrição" link opens: the event, then a confirmation button. Nothing is cancelled by
 * opening the link (mail scanners open links too); only the button does it.
 */
export function CancelRegistration({ token }: { token: string | null }) {
  const [details, setDetails] = useState<RegistrationCancelDetails | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(() =>
    token ? null : { tone: 'error', text: text.invalidLink, final: true },
  )
  const [sending, setSending] = useState(false)
  const statusRef = useRef<HTMLDivElement>(null)
  const confirmed = useRef(false)

  useEffect(() => {
    if (!token) return
    const controller = new AbortController()
    fetchCancellation(token, controller.signal).then(setDetails, (error: unknown) => {
      if (!controller.signal.aborted) setOutcome(outcomeOf(error))
    })
    return () => controller.abort()
  }, [token])

  // After the button, focus moves to the outcome, which may replace the button the focus was on.
  useEffect(() => {
    if (outcome && confirmed.current) statusRef.current?.focus()
  }, [outcome])

  const confirm = async (event: FormEvent) => {
    event.preventDefault()
    if (!token || sending) return
    setSending(true)
    setOutcome(null)
    confirmed.current = true
    try {
      const { mensagem } = await confirmCancellation(token)
      setOutcome({ tone: 'success', text: mensagem, final: true })
    } catch (error) {
      setOutcome(outcomeOf(error))
    } finally {
      setSending(false)
    }
  }

  if (!details && !outcome) {
    return (
      <p role="status">
        <Spinner />
        {text.loading}
      </p>
    )
  }

  return (
    <div className="cancel-registration">
      {details && !outcome?.final && (
        <GroupedForm legend={text.title} onSubmit={confirm} aria-label={text.title}>
          <p>{text.intro}</p>
          <dl className="cancel-registration__event">
            <div>
              <dt>{text.event}</dt>
              <dd>{details.titulo}</dd>
            </div>
            {details.data && (
              <div>
                <dt>{labels.date}</dt>
                <dd>
                  <time dateTime={details.data}>{formatDate(details.data)}</time>
                </dd>
              </div>
            )}
            {details.horario && (
              <div>
                <dt>{labels.time}</dt>
                <dd>{formatTime(details.horario)}</dd>
              </div>
            )}
            {details.local && (
              <div>
                <dt>{labels.place}</dt>
                <dd>{details.local}</dd>
              </div>
            )}
          </dl>
          <SubmitButton busy={sending} busyLabel={text.confirming}>
            {text.confirm}
          </SubmitButton>
          <p className="cancel-registration__keep">{text.keep}</p>
        </GroupedForm>
      )}
      <FormStatus tone={outcome?.tone ?? 'error'} ref={statusRef}>
        {outcome?.text}
      </FormStatus>
    </div>
  )
}

/** CancelRegistration as an island of the page the server drew (lib/island.tsx). */
export const CancelRegistrationIsland = island('cancel-registration', CancelRegistration, 'visible')
