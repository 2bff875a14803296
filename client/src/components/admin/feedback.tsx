import { ApiRequestError } from '../../lib/api-client'
import './feedback.css'

/** The message of a failed call: the server's Portuguese text, else `fallback`. */
export const failureText = (error: unknown, fallback: string) => (error instanceof ApiRequestError ? error.message : fallback)

/**
 * Feedback regions used instead of window.alert: always in the DOM so screen readers announce the text
 * the moment it appears, and testable by role.
 */
export function ErrorAlert({ message, id }: { message: string; id?: string }) {
  return (
    <div id={id} role="alert" className={message ? 'admin-alert admin-alert--error' : 'admin-alert--empty'}>
      {message}
    </div>
  )
}

export function StatusMessage({ message }: { message: string }) {
  return (
    <div role="status" className={message ? 'admin-alert admin-alert--success' : 'admin-alert--empty'}>
      {message}
    </div>
  )
}
