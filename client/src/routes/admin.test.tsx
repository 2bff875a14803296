import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { TOKEN_STORAGE_KEY, messages } from '@site/contracts'
import AdminArea from './admin'
import { fakeToken, signIn } from '../test/session'
import { mockFetch } from '../test/mock-fetch'

const renderAdmin = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/wp-admin" element={<h1>Página de login</h1>} />
        <Route path="/admin/*" element={<AdminArea />} />
      </Routes>
    </MemoryRouter>,
  )

afterEach(() => {
  localStorage.clear()
  vi.unstubAllGlobals()
})

describe('admin area', () => {
  it('shows the sidebar, the welcome text and marks Dashboard as current', () => {
    signIn(fakeToken(undefined, 'Equipe Fundação'))
    renderAdmin('/admin')
    const nav = screen.getByRole('navigation', { name: messages.admin.panelTitle })
    expect(nav).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: messages.admin.dashboardTitle })).toBeInTheDocument()
    expect(screen.getByText(/Olá, Equipe Fundação!/)).toHaveTextContent(messages.admin.welcome)
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Certificados' })).not.toHaveAttribute('aria-current')
    expect(screen.getByRole('link', { name: messages.admin.skipToContent })).toHaveAttribute('href', '#conteudo-admin')
  })

  it('highlights the entry of the current path and shows the contact data form', async () => {
    signIn()
    renderAdmin('/admin/configuracoes')
    expect(await screen.findByRole('heading', { level: 1, name: messages.admin.settingsTitle })).toBeInTheDocument()
    expect(await screen.findByRole('textbox', { name: 'WhatsApp' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Configurações' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current')
  })

  it('answers unknown admin paths with a Portuguese not-found page', () => {
    signIn()
    renderAdmin('/admin/nao-existe')
    expect(screen.getByRole('heading', { level: 1, name: messages.admin.notFoundTitle })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: messages.admin.backToDashboard })).toHaveAttribute('href', '/admin')
  })

  it('sends visitors without a token to the login and Sair ends the session', async () => {
    renderAdmin('/admin/certificados')
    expect(screen.getByRole('heading', { name: 'Página de login' })).toBeInTheDocument()

    signIn()
    renderAdmin('/admin')
    await userEvent.click(screen.getByRole('button', { name: messages.admin.logout }))
    expect(screen.getAllByRole('heading', { name: 'Página de login' })).toHaveLength(2)
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  })

  it.each([
    [
      'administrador',
      [
        'Dashboard',
        'Certificados',
        'Eventos',
        'Inscrições',
        'Candidaturas',
        'Requerimentos',
        'Notícias',
        'Mídia',
        'Equipe',
        'Parceiros',
        'Cursos',
        'Calendário',
        'Fotos das páginas',
        'Usuários',
        'Auditoria',
        'Backups',
        'Configurações',
        'Minha conta',
      ],
    ],
    ['secretaria', ['Dashboard', 'Certificados', 'Eventos', 'Inscrições', 'Candidaturas', 'Requerimentos', 'Minha conta']],
    [
      'comunicacao',
      ['Dashboard', 'Notícias', 'Mídia', 'Equipe', 'Parceiros', 'Cursos', 'Calendário', 'Fotos das páginas', 'Configurações', 'Minha conta'],
    ],
  ] as const)('shows %s only the menu entries of its role', (papel, entries) => {
    signIn(fakeToken(undefined, 'equipe', papel))
    renderAdmin('/admin')
    const nav = screen.getByRole('navigation', { name: messages.admin.panelTitle })
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(entries)
  })

  it('sends an administrator who must turn two-factor on to "Minha conta", and lets a Secretaria stay', async () => {
    const account = { id: 1, nome: 'equipe', email: null, ativo: true, pendente: false, doisFatores: false }
    mockFetch({ 'GET /usuario/eu': { body: { ...account, papel: 'administrador', doisFatoresObrigatorio: true } } })
    signIn(fakeToken(undefined, 'equipe', 'administrador'))
    renderAdmin('/admin/certificados')
    expect(await screen.findByRole('heading', { level: 1, name: messages.adminAccounts.myAccountTitle })).toBeInTheDocument()
    cleanup()
    vi.unstubAllGlobals()

    const { calls } = mockFetch({ 'GET /certificado': { body: [] } })
    signIn(fakeToken(undefined, 'equipe', 'secretaria'))
    renderAdmin('/admin/certificados')
    expect(await screen.findByRole('heading', { level: 1, name: messages.adminCertificates.title })).toBeInTheDocument()
    expect(calls.map((call) => call.path)).not.toContain('/usuario/eu')
  })
})
