import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKEN_STORAGE_KEY } from '@site/contracts'
import { apiRequest } from '../../../lib/api-client'
import { fakeToken, signIn } from '../../../test/session'
import { mockFetch } from '../../../test/mock-fetch'
import { renderAt } from '../../../test/render'
import { RequireAuth, useLogout } from './require-auth'

function Guarded() {
  const logout = useLogout()
  return (
    <>
      <h1>Área protegida</h1>
      <button type="button" onClick={logout}>
        Sair
      </button>
      <button type="button" onClick={() => apiRequest('/certificado', { auth: true }).catch(() => {})}>
        Carregar
      </button>
    </>
  )
}

const renderGuarded = () =>
  renderAt(
    <RequireAuth>
      <Guarded />
    </RequireAuth>,
    '/admin/certificados',
    '/admin/*',
  )

afterEach(() => {
  localStorage.clear()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('RequireAuth', () => {
  it('shows the page to someone holding a valid token', () => {
    signIn()
    renderGuarded()
    expect(screen.getByRole('heading', { name: 'Área protegida' })).toBeInTheDocument()
  })

  it.each([
    ['missing', null],
    ['malformed', 'a.b'],
    ['not JSON', `a.${btoa('{exp:')}.c`],
    ['expired', fakeToken(Math.floor(Date.now() / 1000) - 10)],
  ])('sends a visitor with a %s token to /wp-admin and removes it', (_label, token) => {
    if (token !== null) localStorage.setItem(TOKEN_STORAGE_KEY, token)
    renderGuarded()
    expect(screen.getByRole('heading', { name: 'Página de login' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Área protegida' })).not.toBeInTheDocument()
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  })

  it('ends the session on any 401 from the server', async () => {
    signIn()
    mockFetch({ 'GET /certificado': { status: 401, body: { mensagem: 'Acesso não autorizado' } } })
    renderGuarded()
    await userEvent.click(screen.getByRole('button', { name: 'Carregar' }))
    expect(await screen.findByRole('heading', { name: 'Página de login' })).toBeInTheDocument()
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  })

  it('logs out with Sair', async () => {
    signIn()
    renderGuarded()
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }))
    expect(screen.getByRole('heading', { name: 'Página de login' })).toBeInTheDocument()
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  })

  it('ends the session when the token expires while the page is open', async () => {
    signIn(fakeToken(Math.floor(Date.now() / 1000) + 2))
    renderGuarded()
    expect(screen.getByRole('heading', { name: 'Área protegida' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Página de login' })).toBeInTheDocument())
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  })
})
