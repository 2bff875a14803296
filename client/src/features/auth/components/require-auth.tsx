import { createContext, useContext, useEffect, type ReactNode } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router-dom'
import { PATHS } from '@site/contracts'
import { clearToken, onUnauthorized } from '../../../lib/api-client'
import { readSession, type SessionPayload } from '../token'
import { UnsavedChangeOffer } from './unsaved-change'

const SessionContext = createContext<SessionPayload | null>(null)

/** The decoded token of the signed-in staff member (inside RequireAuth only). */
export const useSession = (): SessionPayload | null => useContext(SessionContext)

/** The longest delay setTimeout accepts; tokens live 8 h, far less than this. */
const MAX_TIMEOUT_MS = 2_147_483_647

/**
 * Guards /admin/*: a missing, undecodable or expired token is removed and the visitor sent to /wp-admin
 * (replace, so Back does not return to the guarded page). The same happens on any 401 from the server (the login
 * page then says why) and when the token expires while the page is open. A save the 401 refused is offered back on
 * its page once signed in again (UnsavedChangeOffer).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  // Re-read on every navigation inside the admin area.
  useLocation()
  const session = readSession()

  // The login page says why the server ended the session (account disabled, sessions ended).
  useEffect(
    () => onUnauthorized((reason) => navigate(PATHS.login, { replace: true, state: { reason } })),
    [navigate],
  )

  const exp = session?.exp
  useEffect(() => {
    if (exp === undefined) return
    const timer = setTimeout(
      () => {
        clearToken()
        navigate(PATHS.login, { replace: true })
      },
      Math.min(MAX_TIMEOUT_MS, Math.max(0, exp * 1000 - Date.now())),
    )
    return () => clearTimeout(timer)
  }, [exp, navigate])

  if (!session) return <Navigate to={PATHS.login} replace />
  return (
    <SessionContext.Provider value={session}>
      <UnsavedChangeOffer />
      {children}
    </SessionContext.Provider>
  )
}

/** Ends the session by hand (the 'Sair' button). */
export function useLogout(): () => void {
  const navigate = useNavigate()
  return () => {
    clearToken()
    navigate(PATHS.login, { replace: true })
  }
}
