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
        'Páginas',
        'Menu',
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
    ['secretaria', ['Dashboard', 'Certificados', 'Eventos', 'Inscrições', 'Candidaturas', 'Requerimentos', 'Páginas', 'Menu', 'Minha conta']],
    [
      'comunicacao',
      ['Dashboard', 'Páginas', 'Menu', 'Notícias', 'Mídia', 'Equipe', 'Parceiros', 'Cursos', 'Calendário', 'Fotos das páginas', 'Configurações', 'Minha conta'],
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

  it.each([
    ['comunicacao', '/admin/certificados'],
    ['comunicacao', '/admin/eventos/3'],
    ['comunicacao', '/admin/requerimentos/5'],
    ['secretaria', '/admin/configuracoes'],
    ['secretaria', '/admin/noticias/nova'],
    ['secretaria', '/admin/usuarios'],
    ['comunicacao', '/admin/backups'],
  ] as const)('tells %s that %s is not for its role, and asks the server nothing', async (papel, path) => {
    const { calls } = mockFetch({})
    signIn(fakeToken(undefined, 'equipe', papel))
    renderAdmin(path)
    expect(await screen.findByRole('heading', { level: 1, name: messages.admin.noAccessTitle })).toBeInTheDocument()
    expect(screen.getByText(messages.admin.noAccess)).toBeInTheDocument()
    expect(screen.queryByText(messages.admin.listFailed)).not.toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: messages.admin.backToDashboard })).toHaveAttribute('href', '/admin')
    expect(calls.map((call) => call.path).filter((called) => !called.startsWith('/caixa/resumo'))).toEqual([])
  })

  it.each([
    ['secretaria', ['Certificados', 'Eventos', 'Inscrições', 'Candidaturas', 'Requerimentos'], ['Notícias', 'Usuários', 'Configurações']],
    ['comunicacao', ['Notícias', 'Mídia', 'Configurações'], ['Certificados', 'Eventos', 'Inscrições', 'Usuários']],
  ] as const)("greets %s with the screens of its role only", (papel, mentioned, absent) => {
    mockFetch({})
    signIn(fakeToken(undefined, 'equipe', papel))
    renderAdmin('/admin')
    const hint = screen.getByText(/^Use o menu/)
    for (const name of mentioned) expect(hint.textContent).toContain(name)
    for (const name of absent) expect(hint.textContent).not.toContain(name)
  })

  it('keeps the menu behind one button that says whether it is open, closes on Escape and gives the focus back', async () => {
    signIn()
    renderAdmin('/admin')
    const toggle = screen.getByRole('button', { name: messages.admin.menu })
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!
    expect(panel).toContainElement(screen.getByRole('navigation', { name: messages.admin.panelTitle }))
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await userEvent.tab()
    expect(within(panel).getAllByRole('link')[0]).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
    await userEvent.click(toggle)
    await userEvent.click(within(panel).getByRole('link', { name: 'Certificados' }))
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})
