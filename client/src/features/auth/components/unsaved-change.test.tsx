import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages } from '@site/contracts'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { apiRequest } from '../../../lib/api-client'
import { mockFetch } from '../../../test/mock-fetch'
import { fakeToken, signIn } from '../../../test/session'
import { LoginForm } from './login-form'
import { RequireAuth } from './require-auth'

const text = messages.auth

/** An editor that saves its text with the staff token, as the admin screens do. */
function Editor() {
  const [value, setValue] = useState('')
  return (
    <>
      <h1>Editor</h1>
      <label>
        Texto
        <textarea value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <button type="button" onClick={() => apiRequest('/conteudo/equipe/4', { method: 'PUT', body: { nome: value }, auth: true }).catch(() => {})}>
        Salvar
      </button>
    </>
  )
}

/** The browser's address follows the router's, as in the app (the kept change remembers its page from it). */
const renderAdmin = () => {
  window.history.replaceState(null, '', '/admin/equipe')
  return render(
    <MemoryRouter initialEntries={['/admin/equipe']}>
      <Routes>
        <Route path="/wp-admin" element={<LoginForm />} />
        <Route path="/admin/*" element={<RequireAuth><Editor /></RequireAuth>} />
      </Routes>
    </MemoryRouter>,
  )
}

async function writeAndSave(value: string) {
  await userEvent.type(screen.getByLabelText('Texto'), value)
  await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
}

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  vi.unstubAllGlobals()
})

describe('a session the server ends while staff are editing', () => {
  it('says on the login page that the account was disabled, and keeps the unsaved text there to read or copy', async () => {
    signIn()
    mockFetch({ 'PUT /conteudo/equipe/4': { status: 401, body: { mensagem: text.accountDisabled } } })
    renderAdmin()
    await writeAndSave('Ana Souza, coordenadora')

    const notice = await screen.findByText(text.accountDisabled)
    expect(screen.getByRole('button', { name: messages.admin.loginButton })).toBeInTheDocument()
    const alert = notice.closest('[role="alert"]') as HTMLElement
    expect(within(alert).getByText(text.draftKept)).toBeInTheDocument()
    await userEvent.click(within(alert).getByText(text.draftShow))
    expect(within(alert).getByText('Ana Souza, coordenadora')).toBeVisible()
  })

  it('after signing in again, goes back to the page and saves the kept change with the new session', async () => {
    signIn()
    let refuse = true
    const { calls } = mockFetch({
      'PUT /conteudo/equipe/4': () => (refuse ? { status: 401, body: { mensagem: text.sessionEnded } } : { body: {} }),
      'POST /usuario/login': { body: { token: fakeToken() } },
    })
    renderAdmin()
    await writeAndSave('Texto longo que levou meia hora')
    expect(await screen.findByText(text.sessionEnded)).toBeInTheDocument()

    refuse = false
    await userEvent.type(screen.getByLabelText(messages.admin.userName), 'equipe')
    await userEvent.type(screen.getByLabelText(messages.admin.password), 'segredo')
    await userEvent.click(screen.getByRole('button', { name: messages.admin.loginButton }))
    const offer = await screen.findByRole('region', { name: text.draftTitle })
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeInTheDocument()
    await userEvent.click(within(offer).getByRole('button', { name: text.draftResend }))

    const saves = calls.filter((call) => call.method === 'PUT')
    expect(saves).toHaveLength(2)
    expect(saves[1]!.body).toEqual({ nome: 'Texto longo que levou meia hora' })
    expect(saves[1]!.headers.authorization).toMatch(/^Bearer /)
    expect(await screen.findByText(text.draftSaved)).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: text.draftTitle })).not.toBeInTheDocument()
  })

  it('"Descartar" forgets the kept change', async () => {
    signIn()
    mockFetch({ 'PUT /conteudo/equipe/4': { status: 401, body: { mensagem: text.sessionEnded } } })
    renderAdmin()
    await writeAndSave('rascunho')
    await screen.findByText(text.sessionEnded)
    signIn()
    renderAdmin()
    await userEvent.click(within(screen.getByRole('region', { name: text.draftTitle })).getByRole('button', { name: text.draftDiscard }))
    expect(screen.queryByRole('region', { name: text.draftTitle })).not.toBeInTheDocument()
    expect(sessionStorage.length).toBe(0)
  })
})
