import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { messages } from '@site/contracts'
import { apiRequest } from '../../../lib/api-client'
import { formatDateTime } from '../../../lib/format'
import { dropUnsavedChange, readUnsavedChange, textsOf, type UnsavedChange } from '../../../lib/unsaved-change'
import './unsaved-change.css'

const text = messages.auth

/** The texts of a refused save, in a disclosure staff can open to read or copy them. */
function UnsavedTexts({ change }: { change: UnsavedChange }) {
  const texts = textsOf(change.body)
  if (texts.length === 0) return null
  return (
    <details className="unsaved-change__texts">
      <summary>{text.draftShow}</summary>
      {texts.map((value, index) => (
        <pre key={index}>{value}</pre>
      ))}
    </details>
  )
}

/**
 * On the login page after the server ended the session: why (account disabled, sessions ended), and the text of the
 * save it refused, kept in this tab.
 */
export function SessionEndNotice() {
  const reason = (useLocation().state as { reason?: unknown } | null)?.reason
  const change = readUnsavedChange()
  const why = typeof reason === 'string' ? reason : change?.reason
  if (!why && !change) return null
  return (
    <div role="alert" className="admin-alert admin-alert--error">
      {why && <p>{why}</p>}
      {change && (
        <>
          <p>{text.draftKept}</p>
          <UnsavedTexts change={change} />
        </>
      )}
    </div>
  )
}

/** Where to go after signing in: the page of a kept change, so it is offered back there; else `fallback`. */
export const pageAfterLogin = (fallback: string) => readUnsavedChange()?.page || fallback

/** In the admin, on the page it was made on: the refused save, to send again or to discard. */
export function UnsavedChangeOffer() {
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const [change, setChange] = useState(readUnsavedChange)
  const [outcome, setOutcome] = useState({ ok: '', error: '' })
  if (!change || change.page !== `${pathname}${search}`) return outcome.ok ? <p role="status">{outcome.ok}</p> : null

  const discard = () => {
    dropUnsavedChange()
    setChange(null)
  }
  const resend = async () => {
    try {
      await apiRequest(change.path, { method: change.method, body: change.body, auth: true })
      discard()
      setOutcome({ ok: text.draftSaved, error: '' })
      // The screen shows what it loaded before: it loads again, with the saved change.
      navigate(0)
    } catch {
      setOutcome({ ok: '', error: text.draftFailed })
    }
  }
  return (
    <section className="admin-alert unsaved-change" aria-labelledby="unsaved-change-title">
      <h2 id="unsaved-change-title">{text.draftTitle}</h2>
      <p>{text.draftOffer(formatDateTime(change.at))}</p>
      <UnsavedTexts change={change} />
      {outcome.error && <p role="alert">{outcome.error}</p>}
      <div className="unsaved-change__actions">
        <button type="button" className="btn" onClick={() => void resend()}>
          {text.draftResend}
        </button>
        <button type="button" className="btn btn--outline" onClick={discard}>
          {text.draftDiscard}
        </button>
      </div>
    </section>
  )
}
