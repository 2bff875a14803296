/**
 * A save the server refused with 401 (the account was disabled or its session ended meanwhile): what was being
 * sent, kept in this tab's sessionStorage so the work is not lost. The login page shows its text and why the session
 * ended; once signed in, the admin offers to send it again. It goes when the tab closes, or on "Descartar".
 */
export interface UnsavedChange {
  method: 'POST' | 'PUT' | 'DELETE'
  path: string
  body: unknown
  /** The admin page it was made on, where the offer to save it again appears. */
  page: string
  /** ISO timestamp of the refused save. */
  at: string
  /** The server's reason, in Portuguese. */
  reason: string
}

const KEY = 'fundacao:alteracao-nao-salva'

const storage = () => (typeof sessionStorage === 'undefined' ? null : sessionStorage)

export function keepUnsavedChange(change: UnsavedChange): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(change))
  } catch {
    // A full or blocked storage keeps nothing; the login page still says why the session ended.
  }
}

export function readUnsavedChange(): UnsavedChange | null {
  try {
    const stored = storage()?.getItem(KEY)
    const change = stored ? (JSON.parse(stored) as Partial<UnsavedChange>) : null
    return change && typeof change.path === 'string' && typeof change.page === 'string' ? (change as UnsavedChange) : null
  } catch {
    return null
  }
}

export const dropUnsavedChange = (): void => storage()?.removeItem(KEY)

/** Every text the change carries (a note, a news item's title and body...), for staff to read or copy. */
export function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : []
  if (Array.isArray(value)) return value.flatMap(textsOf)
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(textsOf)
  return []
}
