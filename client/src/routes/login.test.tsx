import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PATHS, TOKEN_STORAGE_KEY, messages } from '@site/contracts'
import LoginPage from './login'
import { fakeToken, signIn } from '../test/session'
import { mockFetch } from '../test/mock-fetch'
import { MemoryRouter, Route, Routes } from 'react-router-dom'

const renderLogin = () =>
  render(
    <MemoryRouter initialEntries={['/wp-admin']}>
      <Routes>
        <Route path="/wp-admin" element={<LoginPage />} />
        <Route path="/admin" element={<h1>Painel</h1>} />
      </Routes>
    </MemoryRouter>,
  )

async function submit(nome = 'equipe', senha = 'segredo') {
  await userEvent.type(screen.getByLabelText('Usuário'), nome)
  await userEvent.type(screen.getByLabelText('Senha'), senha)
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
}

afterEach(() => {
  localStorage.clear()
  vi.unstubAllGlobals()
})

describe('login at /wp-admin', () => {
  it('stores the token and goes to /admin', async () => {
    const token = fakeToken()
    const { calls } = mockFetch({ 'POST /usuario/login': { body: { token } } })
    renderLogin()
    await submit('equipe', 'segredo')
    expect(await screen.findByRole('heading', { name: 'Painel' })).toBeInTheDocument()
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token)
    expect(calls[0]?.body).toEqual({ nome: 'equipe', senha: 'segredo' })
  })

  it("shows the server's message", async () => {
    mockFetch({ 'POST /usuario/login': { status: 429, body: { message: messages.common.tooManyRequests } } })
    renderLogin()
    await submit()
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.common.tooManyRequests)
  })

  it('falls back to Credenciais inválidas without a message, and when the answer has no token', async () => {
    mockFetch({ 'POST /usuario/login': { status: 401, body: {} } })
    renderLogin()
    await submit()
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.auth.invalidCredentials)

    mockFetch({ 'POST /usuario/login': { body: { ok: true } } })
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.auth.invalidCredentials)
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  })

  it('disables Entrar while the call is in flight', async () => {
    let release: (value: { body: unknown }) => void = () => {}
    mockFetch({ 'POST /usuario/login': () => new Promise((resolve) => (release = resolve)) })
    renderLogin()
    await submit()
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeDisabled()
    release({ body: { token: fakeToken() } })
    expect(await screen.findByRole('heading', { name: 'Painel' })).toBeInTheDocument()
  })

  it('sends someone already signed in straight to /admin', () => {
    signIn()
    renderLogin()
    expect(screen.getByRole('heading', { name: 'Painel' })).toBeInTheDocument()
  })

  it('asks for the two-factor code when the server says so, then sends it with the credentials', async () => {
    const token = fakeToken()
    const { calls } = mockFetch({
      'POST /usuario/login': (call) =>
        (call.body as { codigo?: string }).codigo === '123456' ? { body: { token } } : { body: { doisFatores: true } },
    })
    renderLogin()
    await submit('equipe', 'segredo')
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.accounts.twoFactorCodeRequired)
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
    await userEvent.type(screen.getByLabelText(messages.adminAccounts.loginCodeLabel), '123456')
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    expect(await screen.findByRole('heading', { name: 'Painel' })).toBeInTheDocument()
    expect(calls[1]?.body).toEqual({ nome: 'equipe', senha: 'segredo', codigo: '123456' })
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token)
  })

  it('links to "Esqueci minha senha"', () => {
    renderLogin()
    expect(screen.getByRole('link', { name: messages.adminAccounts.forgotPassword })).toHaveAttribute('href', PATHS.forgotPassword)
  })
})
